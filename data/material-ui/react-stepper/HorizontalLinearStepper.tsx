import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Choose a plan', 'Add team members', 'Confirm payment'];
const OPTIONAL_STEP = 1;
const optionalNote = <Typography variant="caption">Optional</Typography>;

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);
  const finished = activeStep === steps.length;

  const next = () => {
    setSkipped((prev) => prev.filter((step) => step !== activeStep));
    setActiveStep((prev) => prev + 1);
  };
  const skip = () => {
    setSkipped((prev) => [...prev, activeStep]);
    setActiveStep((prev) => prev + 1);
  };

  const reset = () => {
    setActiveStep(0);
    setSkipped([]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.includes(index) ? false : undefined}>
            <StepLabel optional={index === OPTIONAL_STEP ? optionalNote : undefined}>
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 3, mb: 1 }}>
        {finished
          ? 'All steps completed. Your workspace is ready.'
          : `Step ${activeStep + 1}: ${steps[activeStep]}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {finished ? (
          <Button onClick={reset}>Start again</Button>
        ) : (
          <>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep((prev) => prev - 1)}>
              Back
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {activeStep === OPTIONAL_STEP && <Button onClick={skip}>Skip</Button>}
            <Button variant="contained" onClick={next}>
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
