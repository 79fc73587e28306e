import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>(seasons[0]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: 300, maxWidth: '100%' }}>
      <Typography variant="body2">value: {value === null ? 'null' : `'${value}'`}</Typography>
      <Typography variant="body2">inputValue: &apos;{inputValue}&apos;</Typography>
      <Autocomplete
        value={value}
        onChange={(_event, next) => setValue(next)}
        inputValue={inputValue}
        onInputChange={(_event, next) => setInputValue(next)}
        options={seasons}
        renderInput={(params) => <TextField {...params} label="Season" />}
      />
    </Stack>
  );
}
