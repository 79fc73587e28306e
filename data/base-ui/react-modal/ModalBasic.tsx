import * as React from 'react';
import { styled } from '@mui/system';
import { Modal } from '@mui/base/Modal';

const StyledModal = styled(Modal)`
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
  width: 340px;
  padding: 20px 24px;
  border-radius: 12px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  box-shadow: 0 20px 50px rgb(15 23 42 / 0.3);
  &:focus {
    outline: none;
  }
  & h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
`;

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Delete project
      </button>
      <StyledModal open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Dialog
          role="dialog"
          aria-modal="true"
          aria-labelledby="modal-basic-title"
          aria-describedby="modal-basic-text"
        >
          <h2 id="modal-basic-title">Delete this project?</h2>
          <p id="modal-basic-text">
            Its issues and releases will be removed. This cannot be undone.
          </p>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Delete
            </button>
          </div>
        </Dialog>
      </StyledModal>
    </div>
  );
}
