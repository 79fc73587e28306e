import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import type { OptionOwnerState } from '@mui/base/Option';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The listbox is portalled to the body, so the popper root carries the scoping class too.
const utilities = `
.tw-select-multiple .\\[font\\:inherit\\] { font: inherit; }
.tw-select-multiple .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-select-multiple .text-left { text-align: left; }
.tw-select-multiple .min-w-65 { min-width: 16.25rem; }
.tw-select-multiple .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-select-multiple .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-select-multiple .p-1\\.5 { padding: 0.375rem; }
.tw-select-multiple .p-\\[6px_10px\\] { padding: 6px 10px; }
.tw-select-multiple .my-1\\.5 { margin-top: 0.375rem; margin-bottom: 0.375rem; }
.tw-select-multiple .list-none { list-style: none; }
.tw-select-multiple .rounded-md { border-radius: 0.375rem; }
.tw-select-multiple .rounded-lg { border-radius: 0.5rem; }
.tw-select-multiple .rounded-\\[10px\\] { border-radius: 10px; }
.tw-select-multiple .border { border: 1px solid #cbd5e1; }
.tw-select-multiple .border-slate-200 { border-color: #e2e8f0; }
.tw-select-multiple .bg-white { background-color: #fff; }
.tw-select-multiple .bg-blue-50 { background-color: #eff6ff; }
.tw-select-multiple .text-slate-900 { color: #0f172a; }
.tw-select-multiple .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.12); }
.tw-select-multiple .cursor-pointer { cursor: pointer; }
.tw-select-multiple .outline-none { outline: none; }
.tw-select-multiple .ring { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-select-multiple .before\\:content-\\[\\'☐_\\'\\]::before { content: '☐ '; }
.tw-select-multiple .before\\:content-\\[\\'☑_\\'\\]::before { content: '☑ '; }
`;

function optionClassName(ownerState: OptionOwnerState<string>) {
  const box = ownerState.selected ? "before:content-['☑_']" : "before:content-['☐_']";
  return `list-none p-[6px_10px] rounded-md ${box} ${ownerState.highlighted ? 'bg-blue-50' : ''}`;
}

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Peppers', 'Onions'];

export default function UnstyledSelectMultiple() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  const [value, setValue] = React.useState<string[]>(['Basil']);
  return (
    <div className="tw-select-multiple">
      <style>{utilities}</style>
      <Select
        listboxId={listboxId}
        listboxOpen={listboxOpen}
        onListboxOpenChange={setListboxOpen}
        // The listbox is only in the page while open: reference it only then.
        aria-controls={listboxOpen ? listboxId : undefined}
        multiple
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        aria-label="Toppings"
        renderValue={(selected) =>
          selected.length
            ? `${selected.length} toppings: ${selected.map((o) => o.label).join(', ')}`
            : 'No toppings'
        }
        slotProps={{
          root: (ownerState) => ({
            className: `[font:inherit] text-sm min-w-65 px-3 py-2 text-left rounded-lg border bg-white text-slate-900 cursor-pointer outline-none ${ownerState.focusVisible ? 'ring' : ''}`,
          }),
          popper: { className: 'tw-select-multiple' },
          listbox: {
            className:
              'text-sm min-w-65 my-1.5 p-1.5 rounded-[10px] border border-slate-200 bg-white text-slate-900 shadow-lg',
          },
        }}
      >
        {toppings.map((topping) => (
          <Option
            key={topping}
            value={topping}
            slotProps={{ root: (ownerState) => ({ className: optionClassName(ownerState) }) }}
          >
            {topping}
          </Option>
        ))}
      </Select>
    </div>
  );
}
