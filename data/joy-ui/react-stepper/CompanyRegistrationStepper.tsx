import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator, { stepIndicatorClasses } from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';
import PendingActions from '@mui/icons-material/PendingActions';

const stages = [
  { title: 'Company details', note: 'Completed' },
  { title: 'Directors', note: 'Completed' },
  { title: 'Documents', note: 'In progress' },
  { title: 'Payment', note: 'Not started' },
];

export default function CompanyRegistrationStepper() {
  return (
    <Stepper
      orientation="vertical"
      sx={{
        '--Stepper-verticalGap': '1.5rem',
        '--StepIndicator-size': '2rem',
        '--Step-gap': '0.75rem',
        '--Step-connectorInset': '0.5rem',
        '--Step-connectorRadius': '1rem',
        '--Step-connectorThickness': '3px',
        [`& .${stepClasses.completed}`]: {
          '&::after': { bgcolor: 'success.solidBg' },
          [`& .${stepIndicatorClasses.root}`]: {
            bgcolor: 'success.solidBg',
            color: 'success.solidColor',
          },
        },
        [`& .${stepClasses.active}`]: {
          [`& .${stepIndicatorClasses.root}`]: {
            border: '3px solid',
            borderColor: 'primary.500',
            bgcolor: 'background.surface',
          },
        },
      }}
    >
      {stages.map((stage, index) => (
        <Step
          key={stage.title}
          completed={index < 2}
          active={index === 2}
          disabled={index > 2}
          indicator={
            <StepIndicator>
              {index < 2 ? <Check /> : index === 2 ? <PendingActions color="primary" /> : index + 1}
            </StepIndicator>
          }
        >
          <Typography level="body-xs" textTransform="uppercase" fontWeight="lg">
            Step {index + 1}
          </Typography>
          <Typography level="title-sm">{stage.title}</Typography>
          <Typography level="body-xs">{stage.note}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
