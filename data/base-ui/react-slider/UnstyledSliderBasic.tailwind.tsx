import { Slider } from '@mui/base/Slider';
import type { SliderOwnerState } from '@mui/base/Slider';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-slider .flex { display: flex; }
.tw-slider .flex-col { flex-direction: column; }
.tw-slider .gap-4 { gap: 1rem; }
.tw-slider .relative { position: relative; }
.tw-slider .absolute { position: absolute; }
.tw-slider .inline-block { display: inline-block; }
.tw-slider .w-72 { width: 18rem; }
.tw-slider .w-full { width: 100%; }
.tw-slider .h-1\\.5 { height: 0.375rem; }
.tw-slider .py-3\\.5 { padding-top: 0.875rem; padding-bottom: 0.875rem; }
.tw-slider .size-5 { width: 1.25rem; height: 1.25rem; }
.tw-slider .-ml-2\\.5 { margin-left: -0.625rem; }
.tw-slider .-mt-2 { margin-top: -0.5rem; }
.tw-slider .box-border { box-sizing: border-box; }
.tw-slider .rounded-full { border-radius: 9999px; }
.tw-slider .bg-slate-300 { background-color: #cbd5e1; }
.tw-slider .bg-blue-600 { background-color: #2563eb; }
.tw-slider .bg-slate-400 { background-color: #94a3b8; }
.tw-slider .bg-white { background-color: #fff; }
.tw-slider .border-2 { border: 2px solid currentColor; }
.tw-slider .text-blue-600 { color: #2563eb; }
.tw-slider .text-slate-400 { color: #94a3b8; }
.tw-slider .outline-none { outline: none; }
.tw-slider .ring-4 { box-shadow: 0 0 0 4px #bfdbfe; }
.tw-slider .cursor-pointer { cursor: pointer; }
.tw-slider .touch-none { touch-action: none; }
`;

const thumbClassName = (ownerState: SliderOwnerState) =>
  `absolute size-5 -ml-2.5 -mt-2 box-border rounded-full border-2 bg-white outline-none ${
    ownerState.disabled ? 'text-slate-400' : 'text-blue-600'
  }`;

export default function UnstyledSliderBasic() {
  const slotProps = {
    root: (ownerState: SliderOwnerState) => ({
      className: `relative inline-block w-72 h-1.5 py-3.5 touch-none ${ownerState.disabled ? '' : 'cursor-pointer'}`,
    }),
    rail: { className: 'absolute w-full h-1.5 rounded-full bg-slate-300' },
    track: (ownerState: SliderOwnerState) => ({
      className: `absolute h-1.5 rounded-full ${ownerState.disabled ? 'bg-slate-400' : 'bg-blue-600'}`,
    }),
    thumb: (ownerState: SliderOwnerState, { focused }: { focused: boolean }) => ({
      className: `${thumbClassName(ownerState)} ${focused ? 'ring-4' : ''}`,
    }),
  };
  return (
    <div className="tw-slider">
      <style>{utilities}</style>
      <div className="flex flex-col gap-4">
        <Slider defaultValue={40} aria-label="Volume" slotProps={slotProps} />
        <Slider defaultValue={65} disabled aria-label="Disabled volume" slotProps={slotProps} />
      </div>
    </div>
  );
}
