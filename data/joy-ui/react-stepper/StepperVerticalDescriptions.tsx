import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';

const events = [
  { title: 'Application received', date: '3 March' },
  { title: 'Interview', date: '12 March' },
  { title: 'Offer', date: 'Pending' },
];

export default function StepperVerticalDescriptions() {
  return (
    <Stepper
      orientation="vertical"
      sx={{
        '--Stepper-verticalGap': '1.5rem',
        [`& .${stepClasses.completed}::after`]: { bgcolor: 'success.solidBg' },
      }}
    >
      {events.map((event, index) => (
        <Step
          key={event.title}
          completed={index < 2}
          indicator={
            <StepIndicator variant="solid" color={index < 2 ? 'success' : 'neutral'}>
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{event.title}</Typography>
          <Typography level="body-xs">{event.date}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
