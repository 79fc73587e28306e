import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Profile', 'Preferences', 'Notifications'];

export default function HorizontalNonLinearStepper() {
  const [active, setActive] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});
  const doneCount = Object.values(completed).filter(Boolean).length;

  const complete = () => {
    const next = { ...completed, [active]: true };
    setCompleted(next);
    const firstOpen = steps.findIndex((_, index) => !next[index]);
    if (firstOpen !== -1) setActive(firstOpen);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={active}>
        {steps.map((label, index) => (
          <Step key={label} completed={Boolean(completed[index])}>
            <StepButton color="inherit" onClick={() => setActive(index)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 2, mb: 1 }}>
        {doneCount === steps.length
          ? 'All steps completed.'
          : `Step ${active + 1}: ${steps[active]} ${completed[active] ? '(done)' : ''}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button disabled={active === steps.length - 1} onClick={() => setActive(active + 1)}>
          Next
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        {doneCount === steps.length ? (
          <Button onClick={() => setCompleted({})}>Reset</Button>
        ) : (
          <Button variant="contained" onClick={complete} disabled={Boolean(completed[active])}>
            Complete step
          </Button>
        )}
      </Box>
    </Box>
  );
}
