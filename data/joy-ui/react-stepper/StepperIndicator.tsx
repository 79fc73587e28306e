import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

export default function StepperIndicator() {
  return (
    <Stepper sx={{ width: '100%', maxWidth: 480 }}>
      <Step indicator={<StepIndicator variant="solid">1</StepIndicator>}>Account</Step>
      <Step indicator={<StepIndicator variant="outlined">2</StepIndicator>}>Profile</Step>
      <Step indicator={<StepIndicator>3</StepIndicator>}>Done</Step>
    </Stepper>
  );
}
