import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

export default function StepperConnector() {
  return (
    <Stepper
      sx={{
        width: '100%',
        maxWidth: 480,
        '--Step-connectorThickness': '4px',
        '--Step-connectorRadius': '4px',
        '--Step-connectorInset': '6px',
        [`& .${stepClasses.completed}::after`]: { bgcolor: 'warning.400' },
      }}
    >
      {['Bronze', 'Silver', 'Gold'].map((label, index) => (
        <Step
          key={label}
          completed={index < 1}
          indicator={
            <StepIndicator variant={index < 2 ? 'solid' : 'outlined'} color="warning">
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
