import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = ['basic', 'pro', 'team'];

export default function StandaloneRadios() {
  const [plan, setPlan] = React.useState('basic');
  const name = React.useId();
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      {plans.map((option) => (
        <Radio
          key={option}
          name={name}
          value={option}
          checked={plan === option}
          onChange={(event) => setPlan(event.target.value)}
          inputProps={{ 'aria-label': `${option} plan` }}
        />
      ))}
      <Typography variant="body2">Plan: {plan}</Typography>
    </Stack>
  );
}
