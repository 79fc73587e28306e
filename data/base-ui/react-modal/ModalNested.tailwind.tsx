import * as React from 'react';
import { Modal } from '@mui/base/Modal';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// Each modal is portalled to the body, so its root carries the scoping class too.
const utilities = `
.tw-modal-nested.fixed, .tw-modal-nested .fixed { position: fixed; }
.tw-modal-nested.inset-0, .tw-modal-nested .inset-0 { inset: 0; }
.tw-modal-nested.z-\\[1300\\] { z-index: 1300; }
.tw-modal-nested .-z-10 { z-index: -10; }
.tw-modal-nested.flex, .tw-modal-nested .flex { display: flex; }
.tw-modal-nested.items-center { align-items: center; }
.tw-modal-nested.justify-center { justify-content: center; }
.tw-modal-nested .flex-col { flex-direction: column; }
.tw-modal-nested .gap-3 { gap: 0.75rem; }
.tw-modal-nested .w-75 { width: 18.75rem; }
.tw-modal-nested .w-60 { width: 15rem; }
.tw-modal-nested .p-5 { padding: 1.25rem; }
.tw-modal-nested .rounded-xl { border-radius: 0.75rem; }
.tw-modal-nested .bg-white { background-color: #fff; }
.tw-modal-nested .bg-slate-900\\/35 { background-color: rgb(15 23 42 / 0.35); }
.tw-modal-nested .text-slate-900 { color: #0f172a; }
.tw-modal-nested .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-modal-nested .outline-none { outline: none; }
`;

const layer = 'tw-modal-nested fixed inset-0 z-[1300] flex items-center justify-center';
const backdrop = { className: 'fixed inset-0 -z-10 bg-slate-900/35' };
const card = 'flex flex-col gap-3 p-5 rounded-xl bg-white text-slate-900 text-sm outline-none';

export default function ModalNested() {
  const [outer, setOuter] = React.useState(false);
  const [inner, setInner] = React.useState(false);
  return (
    <div>
      <style>{utilities}</style>
      <button type="button" onClick={() => setOuter(true)}>
        Edit profile
      </button>
      <Modal
        open={outer}
        onClose={() => setOuter(false)}
        className={layer}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop }}
      >
        <div role="dialog" aria-modal="true" aria-label="Edit profile" className={`${card} w-75`}>
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
            className={layer}
            slots={{ backdrop: 'div' }}
            slotProps={{ backdrop }}
          >
            <div
              role="dialog"
              aria-modal="true"
              aria-label="Change avatar"
              className={`${card} w-60`}
            >
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
