import * as React from 'react';
import { Modal } from '@mui/base/Modal';

// Plain CSS targeting the class names that Base UI applies by default.
// Each MuiModal-root is portalled to the body, so each gets the scoping class.
const styles = `
.css-modal-nested.MuiModal-root {
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
}
.css-modal-nested .MuiModal-backdrop { position: fixed; inset: 0; z-index: -1; background: rgb(15 23 42 / 0.35); }
.css-modal-nested .card {
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
}
.css-modal-nested .card.small { width: 240px; }
`;

export default function ModalNested() {
  const [outer, setOuter] = React.useState(false);
  const [inner, setInner] = React.useState(false);
  return (
    <div>
      <style>{styles}</style>
      <button type="button" onClick={() => setOuter(true)}>
        Edit profile
      </button>
      <Modal
        open={outer}
        onClose={() => setOuter(false)}
        className="css-modal-nested"
        slots={{ backdrop: 'div' }}
      >
        <div role="dialog" aria-modal="true" aria-label="Edit profile" className="card">
          <strong>Edit profile</strong>
          <button type="button" onClick={() => setInner(true)}>
            Change avatar…
          </button>
          <button type="button" onClick={() => setOuter(false)}>
            Close
          </button>
          <Modal
            open={inner}
            onClose={() => setInner(false)}
            className="css-modal-nested"
            slots={{ backdrop: 'div' }}
          >
            <div role="dialog" aria-modal="true" aria-label="Change avatar" className="card small">
              <strong>Change avatar</strong>
              <span>Press Escape to close only this dialog.</span>
              <button type="button" onClick={() => setInner(false)}>
                Done
              </button>
            </div>
          </Modal>
        </div>
      </Modal>
    </div>
  );
}
