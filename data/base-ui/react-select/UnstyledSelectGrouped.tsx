import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { OptionGroup, optionGroupClasses } from '@mui/base/OptionGroup';

const Trigger = styled('button')`
  font: inherit;
  min-width: 220px;
  padding: 8px 12px;
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
  min-width: 220px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background: #fff;
  color: #0f172a;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
  & .${optionGroupClasses.label} {
    display: block;
    padding: 8px 10px 2px;
    font-size: 0.75rem;
    font-weight: 700;
    color: #64748b;
  }
  & .${optionGroupClasses.list} {
    padding: 0;
  }
  & .${optionClasses.root} {
    padding: 6px 10px;
    border-radius: 6px;
    list-style: none;
  }
  & .${optionClasses.highlighted} {
    background: #eff6ff;
  }
  & .${optionClasses.selected} {
    font-weight: 600;
    color: #1e3a8a;
  }
  & .${optionClasses.disabled} {
    color: #cbd5e1;
  }
`;

export default function UnstyledSelectGrouped() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      listboxId={listboxId}
      listboxOpen={listboxOpen}
      onListboxOpenChange={setListboxOpen}
      // The listbox is only in the page while open: reference it only then.
      aria-controls={listboxOpen ? listboxId : undefined}
      placeholder="Pick a fruit or vegetable"
      aria-label="Produce"
      slots={{ root: Trigger, listbox: Listbox }}
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
  );
}
