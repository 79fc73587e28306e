import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { books } from './books';

const flags = [
  'autoHighlight',
  'autoSelect',
  'blurOnSelect',
  'clearOnEscape',
  'disableClearable',
  'disableCloseOnSelect',
  'includeInputInList',
  'openOnFocus',
] as const;

type Flag = (typeof flags)[number];

export default function Playground() {
  const [on, setOn] = React.useState<Record<Flag, boolean>>({
    autoHighlight: true,
    autoSelect: false,
    blurOnSelect: false,
    clearOnEscape: true,
    disableClearable: false,
    disableCloseOnSelect: false,
    includeInputInList: false,
    openOnFocus: false,
  });

  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <Autocomplete
        options={books}
        getOptionLabel={(book) => book.title}
        autoHighlight={on.autoHighlight}
        autoSelect={on.autoSelect}
        blurOnSelect={on.blurOnSelect}
        clearOnEscape={on.clearOnEscape}
        disableClearable={on.disableClearable}
        disableCloseOnSelect={on.disableCloseOnSelect}
        includeInputInList={on.includeInputInList}
        openOnFocus={on.openOnFocus}
        renderInput={(params) => <TextField {...params} label="Novel" variant="standard" />}
      />
      <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={1}>
        {flags.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Switch
                size="small"
                checked={on[flag]}
                onChange={(event) => setOn({ ...on, [flag]: event.target.checked })}
              />
            }
            label={flag}
          />
        ))}
      </Stack>
    </Stack>
  );
}
