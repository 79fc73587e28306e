import * as React from 'react';
import Fade from '@mui/material/Fade';
import { styled } from '@mui/system';
import { Modal } from '@mui/base/Modal';

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Backdrop = styled('div')`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: rgb(15 23 42 / 0.5);
`;

const Dialog = styled('div')`
  width: 320px;
  max-width: calc(100vw - 32px);
  padding: 20px;
  border-radius: 12px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  &:focus {
    outline: none;
  }
  & h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
`;

export default function ModalFade() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        What is new
      </button>
      {/* Fade has an `in` prop, so Modal drives it; closeAfterTransition waits for the fade-out. */}
      <Root
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
      >
        <Fade in={open} timeout={250}>
          <Dialog role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>What is new in 3.2</h2>
            <p>Dark mode for the editor, and exports are twice as fast.</p>
            <button type="button" onClick={() => setOpen(false)}>
              Got it
            </button>
          </Dialog>
        </Fade>
      </Root>
    </div>
  );
}
