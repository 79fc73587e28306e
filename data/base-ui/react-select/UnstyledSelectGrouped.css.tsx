import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';

// Plain CSS targeting the class names that Base UI applies by default.
// The listbox is portalled to the body, so the popper gets its own scoping class.
const styles = `
.css-select-grouped .MuiSelect-root {
  font: inherit;
  min-width: 220px;
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
}
.css-select-grouped .MuiSelect-root.Mui-focusVisible { outline: 3px solid #bfdbfe; }
.css-select-grouped-popup .MuiSelect-listbox {
  font-size: 0.875rem;
  min-width: 220px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
}
.css-select-grouped-popup .MuiOptionGroup-label {
  display: block;
  padding: 8px 10px 2px;
  font-size: 0.75rem;
  font-weight: 700;
  color: #64748b;
}
.css-select-grouped-popup .MuiOptionGroup-list { padding: 0; }
.css-select-grouped-popup .MuiOption-root { padding: 6px 10px; border-radius: 6px; list-style: none; }
.css-select-grouped-popup .MuiOption-highlighted { background: #eff6ff; }
.css-select-grouped-popup .MuiOption-root.Mui-selected { font-weight: 600; color: #1e3a8a; }
.css-select-grouped-popup .MuiOption-root.Mui-disabled { color: #cbd5e1; }
`;

export default function UnstyledSelectGrouped() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <div className="css-select-grouped">
      <style>{styles}</style>
      <Select
        listboxId={listboxId}
        listboxOpen={listboxOpen}
        onListboxOpenChange={setListboxOpen}
        // The listbox is only in the page while open: reference it only then.
        aria-controls={listboxOpen ? listboxId : undefined}
        placeholder="Pick a fruit or vegetable"
        aria-label="Produce"
        slotProps={{ popper: { className: 'css-select-grouped-popup' } }}
      >
        <OptionGroup label="Fruit">
          <Option value="apple">Apple</Option>
          <Option value="pear">Pear</Option>
          <Option value="quince" disabled>
            Quince (out of season)
          </Option>
        </OptionGroup>
        <OptionGroup label="Vegetables">
          <Option value="leek">Leek</Option>
          <Option value="kale">Kale</Option>
        </OptionGroup>
      </Select>
    </div>
  );
}
