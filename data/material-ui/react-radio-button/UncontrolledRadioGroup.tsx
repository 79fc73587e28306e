import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function UncontrolledRadioGroup() {
  const id = React.useId();
  return (
    <FormControl>
      <FormLabel id={id}>Roast</FormLabel>
      <RadioGroup aria-labelledby={id} defaultValue="medium" name="roast">
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="medium" control={<Radio />} label="Medium" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
      </RadioGroup>
    </FormControl>
  );
}
