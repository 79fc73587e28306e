import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';

const Trigger = styled('button')`
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
  &.${selectClasses.focusVisible} {
    outline: 3px solid #bfdbfe;
  }
`;

const Listbox = styled('ul')`
  font-size: 0.875rem;
  min-width: 260px;
  margin: 6px 0;
  padding: 6px;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
  & .${optionClasses.root} {
    list-style: none;
    padding: 6px 10px;
    border-radius: 6px;
  }
  & .${optionClasses.root}::before {
    content: '☐ ';
  }
  & .${optionClasses.selected}::before {
    content: '☑ ';
  }
  & .${optionClasses.highlighted} {
    background: #eff6ff;
  }
`;

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Peppers', 'Onions'];

export default function UnstyledSelectMultiple() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  const [value, setValue] = React.useState<string[]>(['Basil']);
  return (
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
      slots={{ root: Trigger, listbox: Listbox }}
    >
      {toppings.map((topping) => (
        <Option key={topping} value={topping}>
          {topping}
        </Option>
      ))}
    </Select>
  );
}
