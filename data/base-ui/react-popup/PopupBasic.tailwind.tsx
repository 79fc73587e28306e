import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The popup is portalled to the body, so its root carries the scoping class too.
const utilities = `
.tw-popup button { font-family: inherit; }
.tw-popup .w-60 { width: 15rem; }
.tw-popup .px-3\\.5 { padding-left: 0.875rem; padding-right: 0.875rem; }
.tw-popup .py-3 { padding-top: 0.75rem; padding-bottom: 0.75rem; }
.tw-popup .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-popup .rounded-lg { border-radius: 0.5rem; }
.tw-popup .border { border: 1px solid #e2e8f0; }
.tw-popup .border-blue-700 { border-color: #1d4ed8; }
.tw-popup .bg-white { background-color: #fff; }
.tw-popup .bg-blue-600 { background-color: #2563eb; }
.tw-popup .text-white { color: #fff; }
.tw-popup .text-slate-900 { color: #0f172a; }
.tw-popup .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-popup .font-semibold { font-weight: 600; }
.tw-popup .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.15); }
.tw-popup .cursor-pointer { cursor: pointer; }
`;

export default function PopupBasic() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchor);
  return (
    <div className="tw-popup">
      <style>{utilities}</style>
      <button
        type="button"
        className="px-3.5 py-2 text-sm font-semibold rounded-lg border border-blue-700 bg-blue-600 text-white cursor-pointer"
        aria-describedby={open ? 'popup-basic-tw' : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Shipping details
      </button>
      <Popup
        id="popup-basic-tw"
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        className="tw-popup"
      >
        <div className="w-60 px-3.5 py-3 rounded-lg border bg-white text-slate-900 text-sm shadow-lg">
          Orders placed before 2 p.m. ship the same day. Returns are free for 30 days.
        </div>
      </Popup>
    </div>
  );
}
