import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';

const tiers = [
  { value: 'hobby', name: 'Hobby', detail: 'Free, one project, community support' },
  { value: 'pro', name: 'Pro', detail: '$15 per month, unlimited projects' },
  { value: 'business', name: 'Business', detail: '$49 per month, single sign-on and audit log' },
];

export default function RadioTiers() {
  const id = React.useId();
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 340 }}>
      <FormLabel id={`${id}-tiers`} sx={{ mb: 1.5, fontWeight: 'xl' }}>
        Choose a plan
      </FormLabel>
      <RadioGroup aria-labelledby={`${id}-tiers`} defaultValue="pro" size="lg" sx={{ gap: 1.5 }}>
        {tiers.map((tier) => (
          <FormControl
            key={tier.value}
            sx={{ p: 1.5, borderRadius: 'sm', boxShadow: 'xs', bgcolor: 'background.surface' }}
          >
            <Radio
              overlay
              value={tier.value}
              label={tier.name}
              slotProps={{ input: { 'aria-describedby': `${id}-${tier.value}` } }}
            />
            <FormHelperText id={`${id}-${tier.value}`}>{tier.detail}</FormHelperText>
          </FormControl>
        ))}
      </RadioGroup>
    </Sheet>
  );
}
