import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import LocalShipping from '@mui/icons-material/LocalShipping';
import CreditCard from '@mui/icons-material/CreditCard';
import DoneAll from '@mui/icons-material/DoneAll';

const steps = [
  { label: 'Cart', icon: <ShoppingCart /> },
  { label: 'Delivery', icon: <LocalShipping /> },
  { label: 'Payment', icon: <CreditCard /> },
  { label: 'Done', icon: <DoneAll /> },
];

export default function IconStepper() {
  const active = 2;
  return (
    <Stepper
      sx={{
        width: '100%',
        maxWidth: 520,
        '--StepIndicator-size': '2.5rem',
        fontSize: 'sm',
        '--Step-connectorInset': '0px',
        [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
      }}
    >
      {steps.map((step, index) => (
        <Step
          key={step.label}
          orientation="vertical"
          completed={index < active}
          active={index === active}
          indicator={
            <StepIndicator
              variant={index <= active ? 'solid' : 'soft'}
              color={index <= active ? 'primary' : 'neutral'}
            >
              {step.icon}
            </StepIndicator>
          }
        >
          {step.label}
        </Step>
      ))}
    </Stepper>
  );
}
