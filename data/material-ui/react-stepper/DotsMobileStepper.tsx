import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';

const tips = [
  'Swipe left on a message to archive it.',
  'Long-press a chat to pin it to the top.',
  'Tap the search bar twice to search every folder.',
  'Shake the phone to undo the last action.',
];

export default function DotsMobileStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography sx={{ p: 2, minHeight: 72 }} aria-live="polite">
        Tip {activeStep + 1}: {tips[activeStep]}
      </Typography>
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={activeStep}
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep((s) => s + 1)}
            disabled={activeStep === tips.length - 1}
          >
            Next
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep((s) => s - 1)}
            disabled={activeStep === 0}
          >
            Back
          </Button>
        }
      />
    </Box>
  );
}
