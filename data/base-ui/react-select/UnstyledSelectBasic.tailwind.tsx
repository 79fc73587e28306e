import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import type { OptionOwnerState } from '@mui/base/Option';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The listbox is portalled to the body, so the popper root carries the scoping class too.
const utilities = `
.tw-select button { font-family: inherit; }
.tw-select .min-w-56 { min-width: 14rem; }
.tw-select .text-left { text-align: left; }
.tw-select .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-select .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-select .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-select .p-1 { padding: 0.25rem; }
.tw-select .my-1 { margin-top: 0.25rem; margin-bottom: 0.25rem; }
.tw-select .rounded-lg { border-radius: 0.5rem; }
.tw-select .rounded-md { border-radius: 0.375rem; }
.tw-select .border { border: 1px solid #cbd5e1; }
.tw-select .border-slate-200 { border-color: #e2e8f0; }
.tw-select .bg-white { background-color: #fff; }
.tw-select .text-slate-900 { color: #0f172a; }
.tw-select .after\\:float-right::after { float: right; }
.tw-select .after\\:content-\\[\\'▾\\'\\]::after { content: '▾'; }
.tw-select .after\\:content-\\[\\'▴\\'\\]::after { content: '▴'; }
.tw-select .bg-blue-50 { background-color: #eff6ff; }
.tw-select .bg-blue-100 { background-color: #dbeafe; }
.tw-select .text-blue-900 { color: #1e3a8a; }
.tw-select .font-semibold { font-weight: 600; }
.tw-select .list-none { list-style: none; }
.tw-select .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.12); }
.tw-select .ring { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-select .cursor-pointer { cursor: pointer; }
`;

function optionClassName(ownerState: OptionOwnerState<string>) {
  if (ownerState.selected) {
    return 'px-3 py-2 rounded-md bg-blue-100 text-blue-900 font-semibold';
  }
  return `px-3 py-2 rounded-md ${ownerState.highlighted ? 'bg-blue-50' : ''}`;
}

const cities = [
  ['lisbon', 'Lisbon'],
  ['oslo', 'Oslo'],
  ['seoul', 'Seoul'],
  ['lima', 'Lima'],
];

export default function UnstyledSelectBasic() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <div className="tw-select">
      <style>{utilities}</style>
      <Select
        listboxId={listboxId}
        listboxOpen={listboxOpen}
        onListboxOpenChange={setListboxOpen}
        // The listbox is only in the page while open: reference it only then.
        aria-controls={listboxOpen ? listboxId : undefined}
        defaultValue="oslo"
        aria-label="City"
        slotProps={{
          root: (ownerState) => ({
            className: `min-w-56 text-left text-sm px-3 py-2 rounded-lg border bg-white text-slate-900 cursor-pointer after:float-right ${ownerState.open ? "after:content-['▴']" : "after:content-['▾']"} ${ownerState.focusVisible ? 'ring' : ''}`,
          }),
          popper: { className: 'tw-select' },
          listbox: {
            className:
              'min-w-56 text-sm p-1 my-1 list-none rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg',
          },
        }}
      >
        {cities.map(([value, label]) => (
          <Option
            key={value}
            value={value}
            slotProps={{ root: (ownerState) => ({ className: optionClassName(ownerState) }) }}
          >
            {label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
