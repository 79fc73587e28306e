import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The popup is portalled to the body, so its root carries the scoping class too.
const utilities = `
.tw-popup-animated .w-55 { width: 13.75rem; }
.tw-popup-animated .px-3\\.5 { padding-left: 0.875rem; padding-right: 0.875rem; }
.tw-popup-animated .py-3 { padding-top: 0.75rem; padding-bottom: 0.75rem; }
.tw-popup-animated .rounded-\\[10px\\] { border-radius: 10px; }
.tw-popup-animated .bg-slate-900 { background-color: #0f172a; }
.tw-popup-animated .text-slate-50 { color: #f8fafc; }
.tw-popup-animated .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-popup-animated .origin-top { transform-origin: top center; }
.tw-popup-animated .transition-\\[opacity\\,transform\\] {
  transition-property: opacity, transform;
  transition-timing-function: ease;
  transition-duration: 180ms;
}
.tw-popup-animated .opacity-0 { opacity: 0; }
.tw-popup-animated .opacity-100 { opacity: 1; }
.tw-popup-animated .\\[transform\\:scale\\(0\\.9\\)_translateY\\(-6px\\)\\] { transform: scale(0.9) translateY(-6px); }
.tw-popup-animated .transform-none { transform: none; }
@media (prefers-reduced-motion: reduce) {
  .tw-popup-animated .motion-reduce\\:duration-\\[1ms\\] { transition-duration: 1ms; }
}
`;

export default function PopupAnimated() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <style>{utilities}</style>
      <button type="button" ref={setAnchor} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Close' : 'Open'} animated popup
      </button>
      <Popup open={open} anchor={anchor} offset={8} className="tw-popup-animated">
        <CssTransition
          className="w-55 px-3.5 py-3 rounded-[10px] bg-slate-900 text-slate-50 text-sm origin-top transition-[opacity,transform] motion-reduce:duration-[1ms]"
          enterClassName="opacity-100 transform-none"
          exitClassName="opacity-0 [transform:scale(0.9)_translateY(-6px)]"
          lastTransitionedPropertyOnExit="transform"
        >
          Popup keeps this card mounted until its exit transition has finished.
        </CssTransition>
      </Popup>
    </div>
  );
}
