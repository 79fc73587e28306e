import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const days = ['Monday', 'Wednesday', 'Friday', 'Sunday'];

export default function CheckboxesGroup() {
  const [selected, setSelected] = React.useState<string[]>(['Monday']);
  const error = selected.length > 2;

  const toggle = (day: string) =>
    setSelected((prev) => (prev.includes(day) ? prev.filter((d) => d !== day) : [...prev, day]));

  return (
    <FormControl component="fieldset" variant="standard" error={error}>
      <FormLabel component="legend">Training days</FormLabel>
      <FormGroup row>
        {days.map((day) => (
          <FormControlLabel
            key={day}
            label={day}
            control={<Checkbox checked={selected.includes(day)} onChange={() => toggle(day)} />}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ? 'Pick at most two days' : 'Choose up to two days'}</FormHelperText>
    </FormControl>
  );
}
