import * as React from 'react';
import { Popper } from '@mui/base/Popper';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The popper is portalled to the body, so its root carries the scoping class too.
const utilities = `
.tw-popper .max-w-56 { max-width: 14rem; }
.tw-popper .m-2 { margin: 0.5rem; }
.tw-popper .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-popper .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-popper .rounded-lg { border-radius: 0.5rem; }
.tw-popper .bg-slate-900 { background-color: #0f172a; }
.tw-popper .text-slate-50 { color: #f8fafc; }
.tw-popper .text-\\[13px\\] { font-size: 13px; }
`;

export default function PopperBasic() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchor);
  return (
    <div>
      <style>{utilities}</style>
      <button
        type="button"
        aria-describedby={open ? 'popper-basic-tw' : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        {open ? 'Hide hint' : 'Show hint'}
      </button>
      <Popper
        id="popper-basic-tw"
        open={open}
        anchorEl={anchor}
        placement="bottom-start"
        className="tw-popper"
      >
        <div className="max-w-56 m-2 px-3 py-2 rounded-lg bg-slate-900 text-slate-50 text-[13px]">
          Hints stay next to their button when the page scrolls.
        </div>
      </Popper>
    </div>
  );
}
