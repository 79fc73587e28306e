import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';

const Trigger = styled('button')`
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
  &.${selectClasses.focusVisible} {
    outline: 3px solid #bfdbfe;
    border-color: #2563eb;
  }
  &.${selectClasses.expanded}::after {
    content: '▴';
    float: right;
  }
  &::after {
    content: '▾';
    float: right;
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
`;

const Item = styled(Option)`
  padding: 6px 10px;
  border-radius: 6px;
  cursor: default;
  &.${optionClasses.highlighted} {
    background: #eff6ff;
  }
  &.${optionClasses.selected} {
    background: #dbeafe;
    color: #1e3a8a;
    font-weight: 600;
  }
`;

export default function UnstyledSelectBasic() {
  const [listboxOpen, setListboxOpen] = React.useState(false);
  const listboxId = React.useId();
  return (
    <Select
      listboxId={listboxId}
      listboxOpen={listboxOpen}
      onListboxOpenChange={setListboxOpen}
      // The listbox is only in the page while open: reference it only then.
      aria-controls={listboxOpen ? listboxId : undefined}
      defaultValue="oslo"
      aria-label="City"
      slots={{ root: Trigger, listbox: Listbox }}
    >
      <Item value="lisbon">Lisbon</Item>
      <Item value="oslo">Oslo</Item>
      <Item value="seoul">Seoul</Item>
      <Item value="lima">Lima</Item>
    </Select>
  );
}
