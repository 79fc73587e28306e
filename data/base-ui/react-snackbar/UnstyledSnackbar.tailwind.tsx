import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-snackbar button { font-family: inherit; }
.tw-snackbar .fixed { position: fixed; }
.tw-snackbar .right-4 { right: 1rem; }
.tw-snackbar .bottom-4 { bottom: 1rem; }
.tw-snackbar .z-\\[1300\\] { z-index: 1300; }
.tw-snackbar .flex { display: flex; }
.tw-snackbar .items-center { align-items: center; }
.tw-snackbar .gap-3 { gap: 0.75rem; }
.tw-snackbar .max-w-sm { max-width: 24rem; }
.tw-snackbar .px-4 { padding-left: 1rem; padding-right: 1rem; }
.tw-snackbar .py-3 { padding-top: 0.75rem; padding-bottom: 0.75rem; }
.tw-snackbar .px-2 { padding-left: 0.5rem; padding-right: 0.5rem; }
.tw-snackbar .py-1 { padding-top: 0.25rem; padding-bottom: 0.25rem; }
.tw-snackbar .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-snackbar .rounded-lg { border-radius: 0.5rem; }
.tw-snackbar .border-0 { border: 0; }
.tw-snackbar .bg-slate-900 { background-color: #0f172a; }
.tw-snackbar .bg-blue-600 { background-color: #2563eb; }
.tw-snackbar .text-slate-50 { color: #f8fafc; }
.tw-snackbar .text-white { color: #fff; }
.tw-snackbar .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-snackbar .font-semibold { font-weight: 600; }
.tw-snackbar .shadow-xl { box-shadow: 0 10px 30px rgb(15 23 42 / 0.3); }
.tw-snackbar .cursor-pointer { cursor: pointer; }
`;

const buttonClass =
  'border-0 rounded-lg bg-blue-600 text-white text-sm font-semibold cursor-pointer';

export default function UnstyledSnackbar() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <div className="tw-snackbar">
      <style>{utilities}</style>
      <button type="button" className={`${buttonClass} px-4 py-2`} onClick={() => setOpen(true)}>
        Save draft
      </button>
      <Snackbar
        open={open}
        autoHideDuration={3000}
        onClose={handleClose}
        className="fixed right-4 bottom-4 z-[1300] flex items-center gap-3 max-w-sm px-4 py-3 rounded-lg bg-slate-900 text-slate-50 text-sm shadow-xl"
      >
        <span role="status">Draft saved.</span>
        <button type="button" className={`${buttonClass} px-2 py-1`} onClick={() => setOpen(false)}>
          Dismiss
        </button>
      </Snackbar>
    </div>
  );
}
