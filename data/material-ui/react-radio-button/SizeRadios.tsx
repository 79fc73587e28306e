import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function SizeRadios() {
  return (
    <RadioGroup row defaultValue="m" name="radio-size-demo" aria-label="Radio sizes">
      <FormControlLabel value="s" control={<Radio size="small" />} label="Small" />
      <FormControlLabel value="m" control={<Radio />} label="Medium" />
      <FormControlLabel
        value="l"
        control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />}
        label="Larger (custom)"
      />
    </RadioGroup>
  );
}
