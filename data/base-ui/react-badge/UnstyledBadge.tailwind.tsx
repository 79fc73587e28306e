import { Badge } from '@mui/base/Badge';
import type { BadgeOwnerState } from '@mui/base/Badge';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-badge .flex { display: flex; }
.tw-badge .gap-8 { gap: 2rem; }
.tw-badge .relative { position: relative; }
.tw-badge .absolute { position: absolute; }
.tw-badge .hidden { display: none; }
.tw-badge .inline-flex { display: inline-flex; }
.tw-badge .inline-block { display: inline-block; }
.tw-badge .top-0 { top: 0; }
.tw-badge .right-0 { right: 0; }
.tw-badge .z-10 { z-index: 10; }
.tw-badge .translate-x-1\\/2 { --tw-translate-x: 50%; transform: translate(var(--tw-translate-x), var(--tw-translate-y, 0)); }
.tw-badge .-translate-y-1\\/2 { --tw-translate-y: -50%; transform: translate(var(--tw-translate-x, 0), var(--tw-translate-y)); }
.tw-badge .min-w-5 { min-width: 1.25rem; }
.tw-badge .h-5 { height: 1.25rem; }
.tw-badge .size-11 { width: 2.75rem; height: 2.75rem; }
.tw-badge .px-1\\.5 { padding-left: 0.375rem; padding-right: 0.375rem; }
.tw-badge .box-border { box-sizing: border-box; }
.tw-badge .rounded-full { border-radius: 9999px; }
.tw-badge .rounded-lg { border-radius: 0.5rem; }
.tw-badge .bg-red-600 { background-color: #dc2626; }
.tw-badge .bg-slate-200 { background-color: #e2e8f0; }
.tw-badge .text-white { color: #fff; }
.tw-badge .text-xs { font-size: 0.75rem; }
.tw-badge .leading-5 { line-height: 1.25rem; }
.tw-badge .font-bold { font-weight: 700; }
.tw-badge .text-center { text-align: center; }
`;

const badgeSlotProps = {
  root: { className: 'relative inline-flex' },
  badge: (ownerState: BadgeOwnerState) => ({
    className: ownerState.invisible
      ? 'hidden'
      : 'absolute top-0 right-0 z-10 translate-x-1/2 -translate-y-1/2 min-w-5 h-5 px-1.5 box-border rounded-full bg-red-600 text-white text-xs leading-5 font-bold text-center',
  }),
};

export default function UnstyledBadge() {
  return (
    <div className="tw-badge">
      <style>{utilities}</style>
      <div className="flex gap-8">
        <Badge badgeContent={4} slotProps={badgeSlotProps}>
          <span
            className="inline-block size-11 rounded-lg bg-slate-200"
            aria-label="Inbox, 4 new messages"
            role="img"
          />
        </Badge>
        <Badge badgeContent="new" slotProps={badgeSlotProps}>
          <span
            className="inline-block size-11 rounded-lg bg-slate-200"
            aria-label="Updates, new items"
            role="img"
          />
        </Badge>
      </div>
    </div>
  );
}
