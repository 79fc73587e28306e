import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import type { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';

const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: {
    top: 10,
    left: 'calc(-50% + 16px)',
    right: 'calc(50% + 16px)',
  },
  [`&.${stepConnectorClasses.active}, &.${stepConnectorClasses.completed}`]: {
    [`& .${stepConnectorClasses.line}`]: {
      borderColor: (theme.vars || theme).palette.secondary.main,
    },
  },
  [`& .${stepConnectorClasses.line}`]: {
    borderColor: (theme.vars || theme).palette.divider,
    borderTopWidth: 3,
    borderRadius: 1,
  },
}));

const IconRoot = styled('span')<{ ownerState: { active?: boolean } }>(({ theme, ownerState }) => ({
  display: 'flex',
  height: 22,
  alignItems: 'center',
  color: ownerState.active
    ? (theme.vars || theme).palette.secondary.main
    : (theme.vars || theme).palette.text.disabled,
  '& .dot': { width: 10, height: 10, borderRadius: '50%', backgroundColor: 'currentColor' },
  '& .check': { color: (theme.vars || theme).palette.secondary.main, fontSize: 20 },
}));

function DotStepIcon({ active, completed, className }: StepIconProps) {
  return (
    <IconRoot ownerState={{ active }} className={className}>
      {completed ? <Check className="check" /> : <span className="dot" />}
    </IconRoot>
  );
}

const steps = ['Cart', 'Address', 'Payment'];

export default function CustomizedSteppers() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper alternativeLabel activeStep={1} connector={<ThickConnector />}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel StepIconComponent={DotStepIcon}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
