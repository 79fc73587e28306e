import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const states = [
  { key: 'disabled', props: { disabled: true }, help: 'disabled' },
  { key: 'error', props: { error: true }, help: 'error' },
  { key: 'readonly', props: {}, help: 'read only' },
  { key: 'required', props: { required: true }, help: 'required' },
] as const;

export default function SelectOtherProps() {
  const id = React.useId();
  const [open, setOpen] = React.useState<string | null>(null);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {states.map((state) => (
        <FormControl key={state.key} sx={{ minWidth: 140 }} {...state.props}>
          <InputLabel id={`${id}-${state.key}`}>Region</InputLabel>
          <Select
            labelId={`${id}-${state.key}`}
            label="Region"
            defaultValue="eu"
            inputProps={{ readOnly: state.key === 'readonly' }}
            open={open === state.key}
            onOpen={() => setOpen(state.key)}
            onClose={() => setOpen(null)}
            SelectDisplayProps={open === state.key ? {} : { 'aria-controls': undefined }}
          >
            <MenuItem value="eu">Europe</MenuItem>
            <MenuItem value="as">Asia</MenuItem>
          </Select>
          {state.key !== 'disabled' && <FormHelperText>{state.help}</FormHelperText>}
        </FormControl>
      ))}
    </Stack>
  );
}
