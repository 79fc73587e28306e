import * as React from 'react';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tips = [
  { title: 'Choose a plan', text: 'Start free; upgrade when your team grows past three people.' },
  { title: 'Invite your team', text: 'Send invitations by email or share a join link.' },
  {
    title: 'Connect your calendar',
    text: 'Meetings appear next to tasks, so planning takes one view.',
  },
];

export default function TextMobileStepper() {
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{ maxWidth: 340 }}>
      <Paper square elevation={0} sx={{ p: 2, bgcolor: 'action.hover' }}>
        <Typography fontWeight={600}>{tips[active].title}</Typography>
      </Paper>
      <Box sx={{ minHeight: 80, p: 2 }}>{tips[active].text}</Box>
      <MobileStepper
        variant="text"
        steps={tips.length}
        position="static"
        activeStep={active}
        nextButton={
          <Button
            size="small"
            onClick={() => setActive(active + 1)}
            disabled={active === tips.length - 1}
          >
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
    </Box>
  );
}
