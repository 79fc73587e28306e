import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

export default function DottedConnector() {
  return (
    <Stepper
      sx={{
        width: '100%',
        maxWidth: 480,
        [`& .${stepClasses.root}::after`]: {
          height: 0,
          bgcolor: 'transparent',
          borderTop: '2px dashed',
          borderColor: 'neutral.outlinedBorder',
        },
        [`& .${stepClasses.completed}::after`]: { borderColor: 'primary.500' },
      }}
    >
      {['Draft', 'Review', 'Approved'].map((label, index) => (
        <Step
          key={label}
          completed={index === 0}
          indicator={
            <StepIndicator
              variant={index === 0 ? 'solid' : 'outlined'}
              color={index === 0 ? 'primary' : 'neutral'}
            >
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
