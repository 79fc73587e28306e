import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const placements = ['bottom', 'top', 'start', 'end'] as const;

export default function FormControlLabelPlacement() {
  const id = React.useId();
  return (
    <FormControl>
      <FormLabel id={id}>Label placement</FormLabel>
      <RadioGroup row aria-labelledby={id} name="radio-placement-demo" defaultValue="top">
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Radio />}
            label={placement}
            labelPlacement={placement}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
