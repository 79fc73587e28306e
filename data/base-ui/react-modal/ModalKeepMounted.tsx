import * as React from 'react';
import { styled } from '@mui/system';
import { Modal, modalClasses } from '@mui/base/Modal';

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
  &.${modalClasses.hidden} {
    visibility: hidden;
  }
`;

const Backdrop = styled('div')`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: rgb(15 23 42 / 0.5);
`;

const Dialog = styled('div')`
  width: 300px;
  max-width: calc(100vw - 32px);
  padding: 20px;
  border-radius: 12px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  &:focus {
    outline: none;
  }
`;

export default function ModalKeepMounted() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Edit feedback
      </button>
      {/* keepMounted: the dialog stays in the DOM while closed, so the typed text survives. */}
      <Root open={open} onClose={() => setOpen(false)} keepMounted slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={`${id}-label`}>
          <label id={`${id}-label`} htmlFor={`${id}-text`} style={{ display: 'block' }}>
            Your feedback (kept when you close this dialog)
          </label>
          <textarea id={`${id}-text`} rows={3} style={{ width: '100%', boxSizing: 'border-box' }} />
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Dialog>
      </Root>
    </div>
  );
}
