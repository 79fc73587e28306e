import * as React from 'react';
import Group from '@mui/icons-material/Group';
import Lock from '@mui/icons-material/Lock';
import Public from '@mui/icons-material/Public';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';

const Button = styled('button')`
  min-width: 220px;
  padding: 6px 10px;
  font: inherit;
  text-align: left;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  &.${selectClasses.focusVisible} {
    outline: 3px solid #ddd6fe;
  }
`;

const Listbox = styled('ul')`
  width: 260px;
  max-width: calc(100vw - 32px);
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
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: 2px 8px;
  padding: 6px 8px;
  border-radius: 6px;
  & .icon {
    grid-row: 1 / 3;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  & .hint {
    color: #475569;
    font-size: 0.75rem;
  }
  &.${optionClasses.highlighted} {
    background: #ede9fe;
  }
  &.${optionClasses.selected} .name {
    font-weight: 700;
  }
`;

const visibilities = [
  {
    value: 'public',
    icon: <Public fontSize="small" />,
    name: 'Public',
    hint: 'Anyone with the link',
  },
  {
    value: 'team',
    icon: <Group fontSize="small" />,
    name: 'Team',
    hint: 'Members of your workspace',
  },
  { value: 'private', icon: <Lock fontSize="small" />, name: 'Private', hint: 'Only you' },
];

export default function SelectOptionAppearance() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <Select
      defaultValue="team"
      aria-label="Visibility"
      listboxId={`${id}-listbox`}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      aria-controls={open ? `${id}-listbox` : undefined}
      slots={{ root: Button, listbox: Listbox }}
    >
      {visibilities.map((option) => (
        // label: what the button and typeahead use, since the option's content is richer.
        <Item key={option.value} value={option.value} label={option.name}>
          <span className="icon" aria-hidden>
            {option.icon}
          </span>
          <span className="name">{option.name}</span>
          <span className="hint">{option.hint}</span>
        </Item>
      ))}
    </Select>
  );
}
