import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-number input, .tw-number button { font-family: inherit; } /* normally done by the Tailwind preflight */
.tw-number .inline-grid { display: inline-grid; }
.tw-number .grid-cols-\\[1fr_2rem\\] { grid-template-columns: 1fr 2rem; }
.tw-number .grid-rows-2 { grid-template-rows: repeat(2, minmax(0, 1fr)); }
.tw-number .w-52 { width: 13rem; }
.tw-number .col-start-2 { grid-column-start: 2; }
.tw-number .row-start-1 { grid-row-start: 1; }
.tw-number .row-start-2 { grid-row-start: 2; }
.tw-number .row-span-2 { grid-row: span 2 / span 2; }
.tw-number .overflow-hidden { overflow: hidden; }
.tw-number .rounded-lg { border-radius: 0.5rem; }
.tw-number .border { border: 1px solid #cbd5e1; }
.tw-number .border-0 { border: 0; }
.tw-number .border-l { border-left: 1px solid #e2e8f0; }
.tw-number .border-b { border-bottom: 1px solid #e2e8f0; }
.tw-number .border-blue-600 { border-color: #2563eb; }
.tw-number .ring { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-number .bg-white { background-color: #fff; }
.tw-number .bg-slate-50 { background-color: #f8fafc; }
.tw-number .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-number .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-number .text-sm { font-size: 0.875rem; }
.tw-number .text-xs { font-size: 0.75rem; line-height: 1rem; }
.tw-number .outline-none { outline: none; }
.tw-number .cursor-pointer { cursor: pointer; }
.tw-number .disabled\\:text-slate-300:disabled { color: #cbd5e1; cursor: default; }
`;

const stepper = 'border-0 border-l bg-slate-50 text-xs cursor-pointer disabled:text-slate-300';

export default function NumberInputBasic() {
  return (
    <div className="tw-number">
      <style>{utilities}</style>
      <NumberInput
        min={1}
        max={12}
        slotProps={{
          root: (ownerState) => ({
            className: `inline-grid grid-cols-[1fr_2rem] grid-rows-2 w-52 overflow-hidden rounded-lg border bg-white ${ownerState.focused ? 'border-blue-600 ring' : ''}`,
          }),
          input: {
            className: 'row-span-2 border-0 px-3 py-2 text-sm outline-none',
            'aria-label': 'Guests',
            placeholder: 'Guests',
          },
          incrementButton: {
            className: `${stepper} col-start-2 row-start-1 border-b`,
            children: '▲',
            'aria-label': 'Increase',
          },
          decrementButton: {
            className: `${stepper} col-start-2 row-start-2`,
            children: '▼',
            'aria-label': 'Decrease',
          },
        }}
      />
    </div>
  );
}
