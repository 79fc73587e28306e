import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Create a repository',
    detail: 'Pick a name and decide whether the code is public or private.',
  },
  {
    label: 'Connect the hosting service',
    detail: 'Authorise the service to read the repository and choose a branch.',
  },
  { label: 'Deploy', detail: 'Every push to the branch now builds and publishes the site.' },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2">{step.detail}</Typography>
              <Box sx={{ mt: 1, display: 'flex', gap: 1 }}>
                <Button size="small" variant="contained" onClick={() => setActiveStep(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Box sx={{ mt: 2 }}>
          <Typography>Done: the site is live.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)}>
            Reset
          </Button>
        </Box>
      )}
    </Box>
  );
}
