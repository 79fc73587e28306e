import * as React from 'react';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';

const total = 6;

export default function ProgressMobileStepper() {
  const [active, setActive] = React.useState(0);
  return (
    <MobileStepper
      variant="progress"
      steps={total}
      position="static"
      activeStep={active}
      LinearProgressProps={{ 'aria-label': `Question ${active + 1} of ${total}` }}
      sx={{ maxWidth: 400, flexGrow: 1 }}
      nextButton={
        <Button size="small" onClick={() => setActive(active + 1)} disabled={active === total - 1}>
          Next
          <KeyboardArrowRight />
        </Button>
      }
      backButton={
        <Button size="small" onClick={() => setActive(active - 1)} disabled={active === 0}>
          <KeyboardArrowLeft />
          Back
        </Button>
      }
    />
  );
}
