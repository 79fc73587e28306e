import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';

export default function StepperBasics() {
  return (
    <Stepper sx={{ width: '100%', maxWidth: 480 }}>
      <Step>Plan</Step>
      <Step>Build</Step>
      <Step>Launch</Step>
    </Stepper>
  );
}
