import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';

const Button = styled('button')`
  min-width: 160px;
  padding: 6px 10px;
  font: inherit;
  text-align: left;
  border: 1px solid #94a3b8;
  border-radius: 6px;
  background: #fff;
  color: #0f172a;
  &.${selectClasses.focusVisible} {
    outline: 3px solid #bfdbfe;
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
    background: #dbeafe;
  }
`;

export default function SelectFormSubmission() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  return (
    <form
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontSize: 14 }}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(`size=${String(data.get('size'))}`);
      }}
    >
      <span id={`${id}-label`}>T-shirt size</span>
      {/* name: a hidden input carries the value into the form's data. */}
      <Select
        name="size"
        defaultValue="m"
        aria-labelledby={`${id}-label`}
        listboxId={`${id}-listbox`}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        aria-controls={open ? `${id}-listbox` : undefined}
        slots={{ root: Button, listbox: Listbox }}
      >
        <Item value="s">Small</Item>
        <Item value="m">Medium</Item>
        <Item value="l">Large</Item>
      </Select>
      <button type="submit">Order</button>
      <span role="status" style={{ flexBasis: '100%' }}>
        {submitted === null ? 'Form not sent yet.' : `Form data: ${submitted}`}
      </span>
    </form>
  );
}
