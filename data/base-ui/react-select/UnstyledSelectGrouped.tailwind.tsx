import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import type { OptionOwnerState, OptionProps } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// The listbox is portalled to the body, so the popper root carries the scoping class too.
const utilities = `
.tw-select-grouped .\\[font\\:inherit\\] { font: inherit; }
.tw-select-grouped .block { display: block; }
.tw-select-grouped .min-w-55 { min-width: 13.75rem; }
.tw-select-grouped .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-select-grouped .text-xs { font-size: 0.75rem; line-height: 1rem; }
.tw-select-grouped .font-bold { font-weight: 700; }
.tw-select-grouped .font-semibold { font-weight: 600; }
.tw-select-grouped .p-0 { padding: 0; }
.tw-select-grouped .p-1\\.5 { padding: 0.375rem; }
.tw-select-grouped .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-select-grouped .p-\\[6px_10px\\] { padding: 6px 10px; }
.tw-select-grouped .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-select-grouped .p-\\[8px_10px_2px\\] { padding: 8px 10px 2px; }
.tw-select-grouped .my-1\\.5 { margin-top: 0.375rem; margin-bottom: 0.375rem; }
.tw-select-grouped .list-none { list-style: none; }
.tw-select-grouped .rounded-md { border-radius: 0.375rem; }
.tw-select-grouped .rounded-lg { border-radius: 0.5rem; }
.tw-select-grouped .rounded-\\[10px\\] { border-radius: 10px; }
.tw-select-grouped .border { border: 1px solid #cbd5e1; }
.tw-select-grouped .border-slate-200 { border-color: #e2e8f0; }
.tw-select-grouped .bg-white { background-color: #fff; }
.tw-select-grouped .bg-blue-50 { background-color: #eff6ff; }
.tw-select-grouped .text-slate-900 { color: #0f172a; }
.tw-select-grouped .text-slate-500 { color: #64748b; }
.tw-select-grouped .text-slate-300 { color: #cbd5e1; }
.tw-select-grouped .text-blue-900 { color: #1e3a8a; }
.tw-select-grouped .shadow-lg { box-shadow: 0 8px 24px rgb(15 23 42 / 0.12); }
.tw-select-grouped .cursor-pointer { cursor: pointer; }
.tw-select-grouped .outline-none { outline: none; }
.tw-select-grouped .ring { box-shadow: 0 0 0 3px #bfdbfe; }
`;

function optionClassName({ disabled, selected, highlighted }: OptionOwnerState<string>) {
  const state = disabled ? 'text-slate-300' : selected ? 'font-semibold text-blue-900' : '';
  return `p-[6px_10px] rounded-md list-none ${highlighted ? 'bg-blue-50' : ''} ${state}`;
}

function Item(props: OptionProps<string>) {
  return (
    <Option {...props} slotProps={{ root: (state) => ({ className: optionClassName(state) }) }} />
  );
}

const groupSlotProps = {
  label: { className: 'block p-[8px_10px_2px] text-xs font-bold text-slate-500' },
  list: { className: 'p-0' },
};

export default function UnstyledSelectGrouped() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <div className="tw-select-grouped">
      <style>{utilities}</style>
      <Select
        listboxId={listboxId}
        listboxOpen={listboxOpen}
        onListboxOpenChange={setListboxOpen}
        // The listbox is only in the page while open: reference it only then.
        aria-controls={listboxOpen ? listboxId : undefined}
        placeholder="Pick a fruit or vegetable"
        aria-label="Produce"
        slotProps={{
          root: (ownerState) => ({
            className: `[font:inherit] min-w-55 px-3 py-2 rounded-lg border bg-white text-slate-900 cursor-pointer outline-none ${ownerState.focusVisible ? 'ring' : ''}`,
          }),
          popper: { className: 'tw-select-grouped' },
          listbox: {
            className:
              'text-sm min-w-55 my-1.5 p-1.5 list-none rounded-[10px] border border-slate-200 bg-white text-slate-900 shadow-lg',
          },
        }}
      >
        <OptionGroup label="Fruit" slotProps={groupSlotProps}>
          <Item value="apple">Apple</Item>
          <Item value="pear">Pear</Item>
          <Item value="quince" disabled>
            Quince (out of season)
          </Item>
        </OptionGroup>
        <OptionGroup label="Vegetables" slotProps={groupSlotProps}>
          <Item value="leek">Leek</Item>
          <Item value="kale">Kale</Item>
        </OptionGroup>
      </Select>
    </div>
  );
}
