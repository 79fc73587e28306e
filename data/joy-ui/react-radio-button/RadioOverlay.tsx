import Sheet from '@mui/joy/Sheet';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'basic', title: 'Basic', detail: 'One user, 5 GB' },
  { value: 'family', title: 'Family', detail: 'Six users, 200 GB' },
];

export default function RadioOverlay() {
  return (
    <RadioGroup aria-label="Storage plan" defaultValue="basic" sx={{ gap: 1.5, maxWidth: 300 }}>
      {plans.map((plan) => (
        <Sheet
          key={plan.value}
          variant="outlined"
          sx={{ p: 2, borderRadius: 'md', display: 'flex', gap: 2, alignItems: 'flex-start' }}
        >
          <Radio
            overlay
            value={plan.value}
            slotProps={{ input: { 'aria-describedby': `radio-overlay-${plan.value}` } }}
            label={plan.title}
          />
          <Typography id={`radio-overlay-${plan.value}`} level="body-sm" sx={{ ml: 'auto' }}>
            {plan.detail}
          </Typography>
        </Sheet>
      ))}
    </RadioGroup>
  );
}
