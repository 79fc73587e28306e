import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Upload file', 'Check columns', 'Import rows'];
const failedStep = 1;

export default function HorizontalStepperWithError() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={1}>
        {steps.map((label, index) =>
          index === failedStep ? (
            <Step key={label}>
              <StepLabel
                error
                optional={
                  <Typography variant="caption" color="error">
                    Two columns have no name
                  </Typography>
                }
              >
                {label}
              </StepLabel>
            </Step>
          ) : (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ),
        )}
      </Stepper>
    </Box>
  );
}
