import Stack from '@mui/joy/Stack';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

export default function StepperSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 480 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stepper key={size} size={size}>
          {['Upload', 'Trim', 'Share'].map((label, index) => (
            <Step
              key={label}
              indicator={<StepIndicator variant="outlined">{index + 1}</StepIndicator>}
            >
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
