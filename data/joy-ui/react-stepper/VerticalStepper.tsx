import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import * as React from 'react';

const steps = [
  { title: 'Create account', detail: 'Choose a username and password.' },
  { title: 'Verify email', detail: 'Click the link we sent you.' },
  { title: 'Invite your team', detail: 'Optional: you can do this later.' },
];

export default function VerticalStepper() {
  const [active, setActive] = React.useState(0);
  return (
    <Stepper orientation="vertical" sx={{ width: 300 }}>
      {steps.map((step, index) => (
        <Step
          key={step.title}
          indicator={
            <StepIndicator variant={active === index ? 'solid' : 'soft'} color="primary">
              {index + 1}
            </StepIndicator>
          }
        >
          <StepButton
            onClick={() => setActive(index)}
            aria-current={active === index ? 'step' : undefined}
          >
            {step.title}
          </StepButton>
          <Typography level="body-sm">{step.detail}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
