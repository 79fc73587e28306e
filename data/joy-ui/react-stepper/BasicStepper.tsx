import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function BasicStepper() {
  const [active, setActive] = React.useState(1);
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 560 }}>
      <Stepper>
        {steps.map((label, index) => (
          <Step
            key={label}
            active={index === active}
            completed={index < active}
            indicator={
              <StepIndicator
                variant={index <= active ? 'solid' : 'outlined'}
                color={index < active ? 'success' : index === active ? 'primary' : 'neutral'}
              >
                {index < active ? '✓' : index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button disabled={active === steps.length} onClick={() => setActive(active + 1)}>
          {active >= steps.length - 1 ? 'Finish' : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}
