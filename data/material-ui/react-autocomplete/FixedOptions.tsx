import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const people = ['You (owner)', 'Ana', 'Bilal', 'Chen', 'Dara', 'Emeka'];
const fixed = ['You (owner)'];

export default function FixedOptions() {
  const [value, setValue] = React.useState<string[]>([...fixed, 'Chen']);

  return (
    <Autocomplete
      multiple
      sx={{ width: 340, maxWidth: '100%' }}
      value={value}
      onChange={(_event, next) => {
        // Keep the owner whatever the user clears or removes.
        setValue([...fixed, ...next.filter((person) => !fixed.includes(person))]);
      }}
      options={people}
      renderTags={(tags, getTagProps) =>
        tags.map((person, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} label={person} {...tagProps} disabled={fixed.includes(person)} />;
        })
      }
      renderInput={(params) => <TextField {...params} label="Shared with" />}
    />
  );
}
