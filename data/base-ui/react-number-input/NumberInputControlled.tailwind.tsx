import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-number-controlled .flex { display: flex; }
.tw-number-controlled .inline-flex { display: inline-flex; }
.tw-number-controlled .flex-col { flex-direction: column; }
.tw-number-controlled .items-center { align-items: center; }
.tw-number-controlled .gap-2 { gap: 0.5rem; }
.tw-number-controlled .order-1 { order: 1; }
.tw-number-controlled .w-14 { width: 3.5rem; }
.tw-number-controlled .size-8 { width: 2rem; height: 2rem; }
.tw-number-controlled .\\[font\\:inherit\\] { font: inherit; }
.tw-number-controlled .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-number-controlled .font-bold { font-weight: 700; }
.tw-number-controlled .text-center { text-align: center; }
.tw-number-controlled .p-1\\.5 { padding: 0.375rem; }
.tw-number-controlled .border { border: 1px solid #cbd5e1; }
.tw-number-controlled .rounded-lg { border-radius: 0.5rem; }
.tw-number-controlled .rounded-full { border-radius: 9999px; }
.tw-number-controlled .bg-white { background-color: #fff; }
.tw-number-controlled .text-slate-900 { color: #0f172a; }
.tw-number-controlled .outline-none { outline: none; }
.tw-number-controlled .focus\\:ring:focus { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-number-controlled .focus\\:border-blue-600:focus { border-color: #2563eb; }
.tw-number-controlled .cursor-pointer { cursor: pointer; }
.tw-number-controlled .disabled\\:text-slate-300:disabled { color: #cbd5e1; }
.tw-number-controlled .disabled\\:cursor-not-allowed:disabled { cursor: not-allowed; }
`;

const button =
  'size-8 [font:inherit] font-bold border rounded-full bg-white text-slate-900 cursor-pointer disabled:text-slate-300 disabled:cursor-not-allowed';

export default function NumberInputControlled() {
  const [value, setValue] = React.useState<number | undefined>(4);
  return (
    <div className="tw-number-controlled">
      <style>{utilities}</style>
      <div className="flex flex-col gap-2">
        <NumberInput
          min={0}
          max={20}
          step={2}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          slotProps={{
            root: { className: 'inline-flex items-center gap-2' },
            input: {
              'aria-label': 'Even number between 0 and 20',
              className:
                'w-14 [font:inherit] text-center p-1.5 border rounded-lg bg-white text-slate-900 outline-none focus:ring focus:border-blue-600',
            },
            incrementButton: {
              children: '+',
              'aria-label': 'Add 2',
              className: `${button} order-1`,
            },
            decrementButton: { children: '−', 'aria-label': 'Subtract 2', className: button },
          }}
        />
        <span className="text-sm">Value: {value ?? 'empty'}</span>
      </div>
    </div>
  );
}
