import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import type { SelectOption } from '@mui/base/useOption';

const Button = styled('button')`
  min-width: 200px;
  padding: 6px 10px;
  font: inherit;
  text-align: left;
  border: 1px solid #94a3b8;
  border-radius: 999px;
  background: #fff;
  color: #0f172a;
  &.${selectClasses.focusVisible} {
    outline: 3px solid #bae6fd;
  }
`;

const Listbox = styled('ul')`
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
  padding: 4px 8px;
  &.${optionClasses.highlighted} {
    background: #e0f2fe;
  }
`;

const tints: Record<string, string> = { en: '#1d4ed8', fr: '#b91c1c', ja: '#15803d' };

// renderValue decides what the button shows for the selected option.
function renderValue(option: SelectOption<string> | null) {
  if (option === null) {
    return 'Language';
  }
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        style={{
          padding: '0 6px',
          borderRadius: 4,
          background: tints[option.value],
          color: '#fff',
          fontSize: 11,
          fontWeight: 700,
        }}
      >
        {option.value.toUpperCase()}
      </span>
      {option.label}
    </span>
  );
}

export default function SelectRenderValue() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <Select
      defaultValue="fr"
      renderValue={renderValue}
      aria-label="Language"
      listboxId={`${id}-listbox`}
      listboxOpen={open}
      onListboxOpenChange={setOpen}
      aria-controls={open ? `${id}-listbox` : undefined}
      slots={{ root: Button, listbox: Listbox }}
    >
      <Item value="en" label="English">
        English
      </Item>
      <Item value="fr" label="Français">
        Français
      </Item>
      <Item value="ja" label="日本語">
        日本語
      </Item>
    </Select>
  );
}
