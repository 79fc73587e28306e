import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';

const Button = styled('button')`
  min-width: 150px;
  padding: 6px 10px;
  font: inherit;
  text-align: left;
  border: 1px solid #94a3b8;
  border-radius: 6px;
  background: #fff;
  color: #0f172a;
  &.${selectClasses.focusVisible} {
    outline: 3px solid #fde68a;
  }
`;

const Listbox = styled('ul')`
  margin: 4px 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #94a3b8;
  border-radius: 6px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
`;

const Item = styled(Option)`
  padding: 4px 8px;
  &.${optionClasses.highlighted} {
    background: #fef3c7;
  }
`;

export default function SelectControlled() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [unit, setUnit] = React.useState<string | null>('celsius');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontSize: 14 }}>
      <Select
        value={unit}
        onChange={(_event, newValue) => setUnit(newValue)}
        aria-label="Temperature unit"
        placeholder="No unit"
        listboxId={`${id}-listbox`}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        aria-controls={open ? `${id}-listbox` : undefined}
        slots={{ root: Button, listbox: Listbox }}
      >
        <Item value="celsius">Celsius</Item>
        <Item value="fahrenheit">Fahrenheit</Item>
        <Item value="kelvin">Kelvin</Item>
      </Select>
      <button type="button" onClick={() => setUnit(null)}>
        Clear
      </button>
      <span style={{ flexBasis: '100%' }}>State: {unit === null ? 'null' : `"${unit}"`}</span>
    </div>
  );
}
