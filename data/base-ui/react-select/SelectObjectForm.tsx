import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import type { SelectOption } from '@mui/base/useOption';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'LIS', city: 'Lisbon' },
  { code: 'OSL', city: 'Oslo' },
  { code: 'ICN', city: 'Seoul' },
];

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
    outline: 3px solid #fbcfe8;
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
    background: #fce7f3;
  }
` as typeof Option;

// Without this, an object value is submitted as JSON; here only the airport code is sent.
function serialize(option: SelectOption<Airport> | null) {
  return option?.value.code ?? '';
}

export default function SelectObjectForm() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [sent, setSent] = React.useState<string | null>(null);
  return (
    <form
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontSize: 14 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('from')));
      }}
    >
      <Select<Airport, false>
        name="from"
        defaultValue={airports[0]}
        getSerializedValue={serialize}
        aria-label="Departure airport"
        listboxId={`${id}-listbox`}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        aria-controls={open ? `${id}-listbox` : undefined}
        slots={{ root: Button, listbox: Listbox }}
      >
        {airports.map((airport) => (
          <Item key={airport.code} value={airport}>
            {airport.city} ({airport.code})
          </Item>
        ))}
      </Select>
      <button type="submit">Search flights</button>
      <span role="status" style={{ flexBasis: '100%' }}>
        {sent === null ? 'Not searched yet.' : `Submitted from=${sent}`}
      </span>
    </form>
  );
}
