import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import Typography from '@mui/joy/Typography';

export default function RadioButtonsGroup() {
  const [plan, setPlan] = React.useState('monthly');
  return (
    <FormControl>
      <FormLabel>Billing period</FormLabel>
      <RadioGroup name="billing" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <Radio value="monthly" label="Monthly" />
        <Radio value="yearly" label="Yearly (two months free)" />
        <Radio value="lifetime" label="Lifetime" disabled />
      </RadioGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Selected: {plan}
      </Typography>
    </FormControl>
  );
}
