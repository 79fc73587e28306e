import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-use-snackbar.text-sm,
.tw-use-snackbar .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-use-snackbar .fixed { position: fixed; }
.tw-use-snackbar .left-4 { left: 1rem; }
.tw-use-snackbar .bottom-4 { bottom: 1rem; }
.tw-use-snackbar .z-\\[1300\\] { z-index: 1300; }
.tw-use-snackbar .px-4 { padding-left: 1rem; padding-right: 1rem; }
.tw-use-snackbar .py-3 { padding-top: 0.75rem; padding-bottom: 0.75rem; }
.tw-use-snackbar .border-l-4 { border-left: 4px solid; }
.tw-use-snackbar .border-green-600 { border-color: #16a34a; }
.tw-use-snackbar .rounded-lg { border-radius: 0.5rem; }
.tw-use-snackbar .bg-green-50 { background-color: #f0fdf4; }
.tw-use-snackbar .text-slate-900 { color: #0f172a; }
.tw-use-snackbar .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.15); }
`;

export default function UseSnackbarDemo() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState('none yet');

  const { getRootProps, onClickAway } = useSnackbar({
    open,
    autoHideDuration: 4000,
    onClose: (_event, reason) => {
      setLastReason(reason);
      setOpen(false);
    },
  });

  return (
    <div className="tw-use-snackbar text-sm">
      <style>{utilities}</style>
      <button type="button" onClick={() => setOpen(true)}>
        Show notification
      </button>
      <p>Last close reason: {lastReason}</p>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div
            {...getRootProps()}
            className="fixed left-4 bottom-4 z-[1300] px-4 py-3 border-l-4 border-green-600 rounded-lg bg-green-50 text-slate-900 shadow-lg"
          >
            <span role="status">Three files uploaded.</span> Click elsewhere, press Escape or wait.
          </div>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}
