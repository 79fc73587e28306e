import * as React from 'react';
import { Modal } from '@mui/base/Modal';

// Plain CSS targeting the class names that Base UI applies by default.
// MuiModal-root is portalled to the body, so it gets its own scoping class.
const styles = `
.css-modal.MuiModal-root {
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
}
.css-modal .MuiModal-backdrop { position: fixed; inset: 0; z-index: -1; background: rgb(15 23 42 / 0.5); }
.css-modal .dialog {
  width: 340px;
  padding: 20px 24px;
  border-radius: 12px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  box-shadow: 0 20px 50px rgb(15 23 42 / 0.3);
  outline: none;
}
.css-modal .dialog h2 { margin: 0 0 8px; font-size: 1.125rem; }
.css-modal .actions { display: flex; gap: 8px; justify-content: flex-end; }
`;

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <style>{styles}</style>
      <button type="button" onClick={() => setOpen(true)}>
        Delete project
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className="css-modal"
        slots={{ backdrop: 'div' }}
      >
        <div role="dialog" aria-modal="true" aria-labelledby="modal-css-title" className="dialog">
          <h2 id="modal-css-title">Delete this project?</h2>
          <p>Its issues and releases will be removed. This cannot be undone.</p>
          <div className="actions">
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Delete
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
