import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-clickaway .relative { position: relative; }
.tw-clickaway .absolute { position: absolute; }
.tw-clickaway .inline-block { display: inline-block; }
.tw-clickaway .top-full { top: 100%; }
.tw-clickaway .left-0 { left: 0; }
.tw-clickaway .z-10 { z-index: 10; }
.tw-clickaway .mt-1\\.5 { margin-top: 0.375rem; }
.tw-clickaway .w-56 { width: 14rem; }
.tw-clickaway .p-3 { padding: 0.75rem; }
.tw-clickaway .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-clickaway .border { border: 1px solid #e2e8f0; }
.tw-clickaway .rounded-lg { border-radius: 0.5rem; }
.tw-clickaway .bg-white { background-color: #fff; }
.tw-clickaway .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.12); }
`;

export default function ClickAwayListenerBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="tw-clickaway">
      <style>{utilities}</style>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className="relative inline-block text-sm">
          <button type="button" onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
            Show filters
          </button>
          {open ? (
            <div className="absolute top-full left-0 z-10 mt-1.5 w-56 p-3 border rounded-lg bg-white shadow-lg">
              Clicks inside this panel keep it open. Click anywhere else on the page to close it.
            </div>
          ) : null}
        </div>
      </ClickAwayListener>
    </div>
  );
}
