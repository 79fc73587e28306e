import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

export default function StepperIndicatorPosition() {
  return (
    <Stepper sx={{ width: '100%', maxWidth: 480 }}>
      {['Order placed', 'Packed', 'Shipped'].map((label, index) => (
        <Step
          key={label}
          orientation="vertical"
          indicator={
            <StepIndicator variant={index === 0 ? 'solid' : 'soft'} color="primary">
              {index + 1}
            </StepIndicator>
          }
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
