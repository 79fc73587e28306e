import * as React from 'react';
import { Modal } from '@mui/base/Modal';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The modal is portalled to the body, so its root carries the scoping class.
const utilities = `
.tw-modal .fixed { position: fixed; }
.tw-modal .inset-0 { inset: 0; }
.tw-modal .z-\\[1300\\] { z-index: 1300; }
.tw-modal .flex { display: flex; }
.tw-modal .m-auto { margin: auto; }
.tw-modal .h-fit { height: fit-content; }
.tw-modal .justify-end { justify-content: flex-end; }
.tw-modal .gap-2 { gap: 0.5rem; }
.tw-modal .w-80 { width: 20rem; }
.tw-modal .px-6 { padding-left: 1.5rem; padding-right: 1.5rem; }
.tw-modal .py-5 { padding-top: 1.25rem; padding-bottom: 1.25rem; }
.tw-modal .mt-0 { margin-top: 0; }
.tw-modal .mb-2 { margin-bottom: 0.5rem; }
.tw-modal .rounded-xl { border-radius: 0.75rem; }
.tw-modal .bg-white { background-color: #fff; }
.tw-modal .bg-slate-900\\/50 { background-color: rgb(15 23 42 / 0.5); }
.tw-modal .text-slate-900 { color: #0f172a; }
.tw-modal .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-modal .text-lg { font-size: 1.125rem; line-height: 1.75rem; }
.tw-modal .shadow-2xl { box-shadow: 0 20px 50px rgb(15 23 42 / 0.3); }
.tw-modal .outline-none { outline: none; }
`;

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="tw-modal">
      <style>{utilities}</style>
      <button type="button" onClick={() => setOpen(true)}>
        Delete project
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className="tw-modal"
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: 'fixed inset-0 z-[1300] bg-slate-900/50' } }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="modal-tw-title"
          className="fixed inset-0 z-[1300] m-auto h-fit w-80 px-6 py-5 rounded-xl bg-white text-slate-900 text-sm shadow-2xl outline-none"
        >
          <h2 id="modal-tw-title" className="mt-0 mb-2 text-lg">
            Delete this project?
          </h2>
          <p>Its issues and releases will be removed. This cannot be undone.</p>
          <div className="flex justify-end gap-2">
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
