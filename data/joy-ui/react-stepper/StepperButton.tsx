import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Check from '@mui/icons-material/Check';

const steps = ['Details', 'Photos', 'Price', 'Publish'];

export default function StepperButton() {
  const [active, setActive] = React.useState(1);
  return (
    <Stepper sx={{ width: '100%', maxWidth: 520 }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          indicator={
            <StepIndicator
              variant={active <= index ? 'soft' : 'solid'}
              color={active < index ? 'neutral' : 'primary'}
            >
              {active <= index ? index + 1 : <Check />}
            </StepIndicator>
          }
          sx={{
            '&::after': {
              ...(active > index && index !== steps.length - 1 && { bgcolor: 'primary.solidBg' }),
            },
          }}
        >
          <StepButton
            aria-current={active === index ? 'step' : undefined}
            onClick={() => setActive(index)}
          >
            {label}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
