import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export default function RadioButtonsGroup() {
  const [delivery, setDelivery] = React.useState('standard');

  return (
    <FormControl>
      <FormLabel id="delivery-label">Delivery speed</FormLabel>
      <RadioGroup
        aria-labelledby="delivery-label"
        name="delivery"
        value={delivery}
        onChange={(event) => setDelivery(event.target.value)}
      >
        <FormControlLabel value="standard" control={<Radio />} label="Standard (3–5 days)" />
        <FormControlLabel value="express" control={<Radio />} label="Express (1–2 days)" />
        <FormControlLabel value="pickup" control={<Radio />} label="Store pickup" />
        <FormControlLabel
          value="drone"
          disabled
          control={<Radio />}
          label="Drone (not available)"
        />
      </RadioGroup>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {delivery}
      </Typography>
    </FormControl>
  );
}
