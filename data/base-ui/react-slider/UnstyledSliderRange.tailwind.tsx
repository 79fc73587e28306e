import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// `dark:` keys on the site's colour-scheme attribute (darkMode: ['selector', '[data-mui-color-scheme="dark"]']).
const utilities = `
.tw-slider-range .relative { position: relative; }
.tw-slider-range .absolute { position: absolute; }
.tw-slider-range .inline-block { display: inline-block; }
.tw-slider-range .w-75 { width: 18.75rem; }
.tw-slider-range .w-full { width: 100%; }
.tw-slider-range .w-0\\.5 { width: 2px; }
.tw-slider-range .h-1 { height: 0.25rem; }
.tw-slider-range .h-2\\.5 { height: 0.625rem; }
.tw-slider-range .size-4 { width: 1rem; height: 1rem; }
.tw-slider-range .pt-4 { padding-top: 1rem; }
.tw-slider-range .pb-7 { padding-bottom: 1.75rem; }
.tw-slider-range .-mt-\\[3px\\] { margin-top: -3px; }
.tw-slider-range .-mt-1\\.5 { margin-top: -0.375rem; }
.tw-slider-range .-ml-2 { margin-left: -0.5rem; }
.tw-slider-range .top-\\[30px\\] { top: 30px; }
.tw-slider-range .-translate-x-1\\/2 { transform: translateX(-50%); }
.tw-slider-range .rounded { border-radius: 0.25rem; }
.tw-slider-range .bg-slate-200 { background-color: #e2e8f0; }
.tw-slider-range .bg-slate-400 { background-color: #94a3b8; }
.tw-slider-range .bg-teal-600 { background-color: #0d9488; }
.tw-slider-range .text-xs { font-size: 0.75rem; line-height: 1rem; }
.tw-slider-range .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-slider-range .text-slate-500 { color: #64748b; }
[data-mui-color-scheme='dark'] .tw-slider-range .dark\\:text-slate-400 { color: #94a3b8; }
.tw-slider-range .outline-none { outline: none; }
.tw-slider-range .ring-4 { box-shadow: 0 0 0 4px #99f6e4; }
.tw-slider-range .cursor-pointer { cursor: pointer; }
.tw-slider-range .touch-none { touch-action: none; }
`;

const marks = [0, 20, 40, 60, 80, 100].map((value) => ({ value, label: `${value}°` }));

const slotProps = {
  root: { className: 'relative inline-block w-75 h-1 pt-4 pb-7 cursor-pointer touch-none' },
  rail: { className: 'absolute w-full h-1 bg-slate-200' },
  track: { className: 'absolute h-1 bg-teal-600' },
  mark: { className: 'absolute w-0.5 h-2.5 -mt-[3px] bg-slate-400' },
  markLabel: {
    className: 'absolute top-[30px] -translate-x-1/2 text-xs text-slate-500 dark:text-slate-400',
  },
  thumb: (_ownerState: unknown, { focused }: { focused: boolean }) => ({
    className: `absolute size-4 -mt-1.5 -ml-2 rounded bg-teal-600 outline-none ${focused ? 'ring-4' : ''}`,
  }),
};

export default function UnstyledSliderRange() {
  const [value, setValue] = React.useState<number[]>([20, 60]);
  return (
    <div className="tw-slider-range">
      <style>{utilities}</style>
      <Slider
        value={value}
        onChange={(_event, newValue) => setValue(newValue as number[])}
        marks={marks}
        step={10}
        disableSwap
        getAriaLabel={(index) => (index === 0 ? 'Minimum temperature' : 'Maximum temperature')}
        getAriaValueText={(v) => `${v} degrees`}
        slotProps={slotProps}
      />
      <p className="text-sm">
        From {value[0]}° to {value[1]}°
      </p>
    </div>
  );
}
