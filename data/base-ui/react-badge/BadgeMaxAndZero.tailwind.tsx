import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import type { BadgeOwnerState } from '@mui/base/Badge';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-badge-max .flex { display: flex; }
.tw-badge-max .flex-col { flex-direction: column; }
.tw-badge-max .items-center { align-items: center; }
.tw-badge-max .gap-2 { gap: 0.5rem; }
.tw-badge-max .gap-5 { gap: 1.25rem; }
.tw-badge-max .gap-7 { gap: 1.75rem; }
.tw-badge-max .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-badge-max .text-xs { font-size: 0.75rem; line-height: 1rem; }
.tw-badge-max .font-bold { font-weight: 700; }
.tw-badge-max .relative { position: relative; }
.tw-badge-max .absolute { position: absolute; }
.tw-badge-max .inline-flex { display: inline-flex; }
.tw-badge-max .-top-2 { top: -0.5rem; }
.tw-badge-max .-right-2\\.5 { right: -0.625rem; }
.tw-badge-max .px-1\\.5 { padding-left: 0.375rem; padding-right: 0.375rem; }
.tw-badge-max .px-3\\.5 { padding-left: 0.875rem; padding-right: 0.875rem; }
.tw-badge-max .py-px { padding-top: 1px; padding-bottom: 1px; }
.tw-badge-max .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-badge-max .rounded-lg { border-radius: 0.5rem; }
.tw-badge-max .rounded-full { border-radius: 9999px; }
.tw-badge-max .bg-slate-100 { background-color: #f1f5f9; }
.tw-badge-max .text-slate-900 { color: #0f172a; }
.tw-badge-max .bg-violet-600 { background-color: #7c3aed; }
.tw-badge-max .text-white { color: #fff; }
.tw-badge-max .transition-transform { transition: transform 150ms ease; }
.tw-badge-max .scale-0 { transform: scale(0); }
`;

const slotProps = {
  root: { className: 'relative inline-flex px-3.5 py-2 rounded-lg bg-slate-100 text-slate-900' },
  badge: (ownerState: BadgeOwnerState) => ({
    className: `absolute -top-2 -right-2.5 px-1.5 py-px rounded-full bg-violet-600 text-white text-xs font-bold transition-transform ${ownerState.invisible ? 'scale-0' : ''}`,
  }),
};

export default function BadgeMaxAndZero() {
  const [count, setCount] = React.useState(12);
  const [hidden, setHidden] = React.useState(false);
  return (
    <div className="tw-badge-max">
      <style>{utilities}</style>
      <div className="flex flex-col gap-5 text-sm">
        <div className="flex gap-7">
          <Badge badgeContent={count} max={9} invisible={hidden} slotProps={slotProps}>
            max 9
          </Badge>
          <Badge badgeContent={count} invisible={hidden} slotProps={slotProps}>
            default max
          </Badge>
          <Badge badgeContent={count} showZero invisible={hidden} slotProps={slotProps}>
            showZero
          </Badge>
        </div>
        <div className="flex gap-2 items-center">
          <button type="button" onClick={() => setCount((c) => Math.max(0, c - 1))}>
            −1
          </button>
          <button type="button" onClick={() => setCount((c) => c + 1)}>
            +1
          </button>
          <button type="button" onClick={() => setCount(0)}>
            Reset to 0
          </button>
          <label>
            <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />{' '}
            invisible
          </label>
        </div>
      </div>
    </div>
  );
}
