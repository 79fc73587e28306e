import * as React from 'react';
import { styled } from '@mui/system';
import { Modal } from '@mui/base/Modal';

const Stage = styled('div')`
  position: relative;
  height: 200px;
  overflow: hidden;
  border: 1px solid #94a3b8;
  border-radius: 10px;
`;

const Root = styled(Modal)`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Backdrop = styled('div')`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: rgb(15 23 42 / 0.45);
`;

const Dialog = styled('div')`
  width: 260px;
  max-width: calc(100% - 32px);
  padding: 16px;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  & h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
`;

export default function ModalServerSide() {
  const id = React.useId();
  const stageRef = React.useRef<HTMLDivElement>(null);
  return (
    <Stage ref={stageRef}>
      {/* Open from the first render, in place: the server HTML already holds the dialog. */}
      <Root
        open
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        disableScrollLock
        container={() => stageRef.current}
        slots={{ backdrop: Backdrop }}
      >
        <Dialog role="dialog" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>Cookie preferences</h2>
          <p style={{ margin: 0 }}>This dialog is part of the server-rendered HTML.</p>
        </Dialog>
      </Root>
    </Stage>
  );
}
