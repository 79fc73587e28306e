import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

// Plain CSS targeting the class names that Base UI applies by default.
// The popper is portalled to the body, so it gets its own scoping class.
const styles = `
.css-select .MuiSelect-root {
  font: inherit;
  font-size: 0.875rem;
  min-width: 220px;
  padding: 8px 12px;
  text-align: left;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
}
.css-select .MuiSelect-root.Mui-focusVisible { outline: 3px solid #bfdbfe; border-color: #2563eb; }
.css-select .MuiSelect-root.Mui-expanded { background: #f8fafc; }
.css-select .MuiSelect-root::after { content: '▾'; float: right; }
.css-select .MuiSelect-root.Mui-expanded::after { content: '▴'; }
.css-select-popper .MuiSelect-listbox {
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
.css-select-popper .MuiOption-root { padding: 6px 10px; border-radius: 6px; cursor: default; }
.css-select-popper .MuiOption-root.MuiOption-highlighted { background: #eff6ff; }
.css-select-popper .MuiOption-root.Mui-selected { background: #dbeafe; color: #1e3a8a; font-weight: 600; }
`;

export default function UnstyledSelectBasic() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <div className="css-select">
      <style>{styles}</style>
      <Select
        listboxId={listboxId}
        listboxOpen={listboxOpen}
        onListboxOpenChange={setListboxOpen}
        // The listbox is only in the page while open: reference it only then.
        aria-controls={listboxOpen ? listboxId : undefined}
        defaultValue="oslo"
        aria-label="City"
        slotProps={{ popper: { className: 'css-select-popper' } }}
      >
        <Option value="lisbon">Lisbon</Option>
        <Option value="oslo">Oslo</Option>
        <Option value="seoul">Seoul</Option>
        <Option value="lima">Lima</Option>
      </Select>
    </div>
  );
}
