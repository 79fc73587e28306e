import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

// Plain CSS targeting the class names that Base UI applies by default.
// The listbox is portalled to the body, so the popper gets its own scoping class.
const styles = `
.css-select-multiple .MuiSelect-root {
  font: inherit;
  font-size: 0.875rem;
  min-width: 260px;
  padding: 8px 12px;
  text-align: left;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
}
.css-select-multiple .MuiSelect-root.Mui-focusVisible { outline: 3px solid #bfdbfe; }
.css-select-multiple-popup .MuiSelect-listbox {
  font-size: 0.875rem;
  min-width: 260px;
  margin: 6px 0;
  padding: 6px;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
}
.css-select-multiple-popup .MuiOption-root { list-style: none; padding: 6px 10px; border-radius: 6px; }
.css-select-multiple-popup .MuiOption-root::before { content: '☐ '; }
.css-select-multiple-popup .MuiOption-root.Mui-selected::before { content: '☑ '; }
.css-select-multiple-popup .MuiOption-highlighted { background: #eff6ff; }
`;

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Peppers', 'Onions'];

export default function UnstyledSelectMultiple() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  const [value, setValue] = React.useState<string[]>(['Basil']);
  return (
    <div className="css-select-multiple">
      <style>{styles}</style>
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
        slotProps={{ popper: { className: 'css-select-multiple-popup' } }}
      >
        {toppings.map((topping) => (
          <Option key={topping} value={topping}>
            {topping}
          </Option>
        ))}
      </Select>
    </div>
  );
}
