import * as React from 'react';
import { styled } from '@mui/system';
import { Modal } from '@mui/base/Modal';

const Layer = styled(Modal)`
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
  background: rgb(15 23 42 / 0.35);
`;

const Card = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 300px;
  padding: 20px;
  border-radius: 12px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  outline: none;
`;

export default function ModalNested() {
  const [outer, setOuter] = React.useState(false);
  const [inner, setInner] = React.useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOuter(true)}>
        Edit profile
      </button>
      <Layer open={outer} onClose={() => setOuter(false)} slots={{ backdrop: Backdrop }}>
        <Card role="dialog" aria-modal="true" aria-label="Edit profile">
          <strong>Edit profile</strong>
          <button type="button" onClick={() => setInner(true)}>
            Change avatar…
          </button>
          <button type="button" onClick={() => setOuter(false)}>
            Close
          </button>
          <Layer open={inner} onClose={() => setInner(false)} slots={{ backdrop: Backdrop }}>
            <Card role="dialog" aria-modal="true" aria-label="Change avatar" style={{ width: 240 }}>
              <strong>Change avatar</strong>
              <span>Press Escape to close only this dialog.</span>
              <button type="button" onClick={() => setInner(false)}>
                Done
              </button>
            </Card>
          </Layer>
        </Card>
      </Layer>
    </div>
  );
}
