import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import type { PopperPlacementType } from '@mui/base/Popper';

const placements: PopperPlacementType[] = [
  'top',
  'right',
  'bottom',
  'left',
  'top-start',
  'bottom-end',
];

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The popper is portalled to the body, so its root carries the scoping class too.
const utilities = `
.tw-popper-placement .flex { display: flex; }
.tw-popper-placement .flex-col { flex-direction: column; }
.tw-popper-placement .flex-wrap { flex-wrap: wrap; }
.tw-popper-placement .items-center { align-items: center; }
.tw-popper-placement .justify-center { justify-content: center; }
.tw-popper-placement .gap-1\\.5 { gap: 0.375rem; }
.tw-popper-placement .gap-12 { gap: 3rem; }
.tw-popper-placement .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-popper-placement .px-7 { padding-left: 1.75rem; padding-right: 1.75rem; }
.tw-popper-placement .py-4 { padding-top: 1rem; padding-bottom: 1rem; }
.tw-popper-placement .px-2\\.5 { padding-left: 0.625rem; padding-right: 0.625rem; }
.tw-popper-placement .py-1\\.5 { padding-top: 0.375rem; padding-bottom: 0.375rem; }
.tw-popper-placement .border-2 { border-width: 2px; }
.tw-popper-placement .border-dashed { border-style: dashed; }
.tw-popper-placement .border-slate-400 { border-color: #94a3b8; }
.tw-popper-placement .rounded-lg { border-radius: 0.5rem; }
.tw-popper-placement .rounded-md { border-radius: 0.375rem; }
.tw-popper-placement .bg-violet-600 { background-color: #7c3aed; }
.tw-popper-placement .text-white { color: #fff; }
`;

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  return (
    <div className="tw-popper-placement">
      <style>{utilities}</style>
      <div className="flex flex-col items-center gap-12 text-sm">
        <div className="flex flex-wrap justify-center gap-1.5">
          {placements.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={item === placement}
              onClick={() => setPlacement(item)}
            >
              {item}
            </button>
          ))}
        </div>
        <div
          ref={setAnchor}
          className="px-7 py-4 border-2 border-dashed border-slate-400 rounded-lg"
        >
          Anchor
        </div>
        <Popper
          open={anchor !== null}
          anchorEl={anchor}
          placement={placement}
          modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
          className="tw-popper-placement"
        >
          <div className="px-2.5 py-1.5 rounded-md bg-violet-600 text-white text-sm">
            {placement}
          </div>
        </Popper>
      </div>
    </div>
  );
}
