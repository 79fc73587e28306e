import * as React from 'react';
import { Input } from '@mui/base/Input';
import type { InputOwnerState } from '@mui/base/Input';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-input-adorn .flex { display: flex; }
.tw-input-adorn .flex-col { flex-direction: column; }
.tw-input-adorn .gap-3 { gap: 0.75rem; }
.tw-input-adorn .inline-flex { display: inline-flex; }
.tw-input-adorn .items-center { align-items: center; }
.tw-input-adorn .w-75 { width: 18.75rem; }
.tw-input-adorn .flex-1 { flex: 1 1 0%; }
.tw-input-adorn .min-w-0 { min-width: 0; }
.tw-input-adorn .\\[font\\:inherit\\] { font: inherit; }
.tw-input-adorn .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-input-adorn .text-xs { font-size: 0.75rem; line-height: 1rem; }
.tw-input-adorn .pl-3 { padding-left: 0.75rem; }
.tw-input-adorn .px-2 { padding-left: 0.5rem; padding-right: 0.5rem; }
.tw-input-adorn .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-input-adorn .py-1 { padding-top: 0.25rem; padding-bottom: 0.25rem; }
.tw-input-adorn .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-input-adorn .mr-1\\.5 { margin-right: 0.375rem; }
.tw-input-adorn .rounded-md { border-radius: 0.375rem; }
.tw-input-adorn .rounded-lg { border-radius: 0.5rem; }
.tw-input-adorn .border { border: 1px solid #cbd5e1; }
.tw-input-adorn .border-0 { border: 0; }
.tw-input-adorn .border-blue-600 { border-color: #2563eb; }
.tw-input-adorn .ring { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-input-adorn .bg-white { background-color: #fff; }
.tw-input-adorn .bg-transparent { background-color: transparent; }
.tw-input-adorn .bg-slate-100 { background-color: #f1f5f9; }
.tw-input-adorn .text-slate-500 { color: #64748b; }
.tw-input-adorn .text-slate-900 { color: #0f172a; }
.tw-input-adorn .outline-none { outline: none; }
.tw-input-adorn .cursor-pointer { cursor: pointer; }
`;

const slotProps = {
  root: (ownerState: InputOwnerState) => ({
    className: `inline-flex items-center w-75 text-sm rounded-lg border bg-white text-slate-500 ${ownerState.startAdornment ? 'pl-3' : ''} ${ownerState.focused ? 'border-blue-600 ring' : ''}`,
  }),
  input: {
    className:
      'flex-1 min-w-0 [font:inherit] px-3 py-2 border-0 bg-transparent text-slate-900 outline-none',
  },
};

export default function InputAdornments() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="tw-input-adorn">
      <style>{utilities}</style>
      <div className="flex flex-col gap-3">
        <Input
          startAdornment="https://"
          placeholder="example.com"
          slotProps={{ ...slotProps, input: { ...slotProps.input, 'aria-label': 'Website' } }}
        />
        <Input
          type={visible ? 'text' : 'password'}
          placeholder="Password"
          slotProps={{ ...slotProps, input: { ...slotProps.input, 'aria-label': 'Password' } }}
          endAdornment={
            <button
              type="button"
              className="[font:inherit] text-xs mr-1.5 px-2 py-1 border-0 rounded-md bg-slate-100 text-slate-900 cursor-pointer"
              onClick={() => setVisible((v) => !v)}
              aria-pressed={visible}
            >
              {visible ? 'Hide' : 'Show'}
            </button>
          }
        />
      </div>
    </div>
  );
}
