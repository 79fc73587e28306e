import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';

const Button = styled('button')`
  min-width: 200px;
  padding: 8px 12px;
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  &.${selectClasses.focusVisible} {
    outline: 3px solid #a7f3d0;
  }
  &.${selectClasses.disabled} {
    opacity: 0.5;
  }
`;

const Listbox = styled('ul')`
  min-width: 200px;
  margin: 4px 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
`;

const Item = styled(Option)`
  padding: 6px 10px;
  border-radius: 6px;
  &.${optionClasses.highlighted} {
    background: #d1fae5;
  }
  &.${optionClasses.selected} {
    font-weight: 700;
  }
  &.${optionClasses.disabled} {
    color: #64748b;
  }
`;

export default function SelectWithLabel() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 4,
        fontSize: 14,
      }}
    >
      <span id={`${id}-label`}>Delivery speed</span>
      <Select
        aria-labelledby={`${id}-label`}
        placeholder="Choose a speed…"
        listboxId={`${id}-listbox`}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        aria-controls={open ? `${id}-listbox` : undefined}
        slots={{ root: Button, listbox: Listbox }}
      >
        <Item value="standard">Standard (3–5 days)</Item>
        <Item value="express">Express (1–2 days)</Item>
        <Item value="same-day" disabled>
          Same day (not in your area)
        </Item>
      </Select>
    </div>
  );
}
