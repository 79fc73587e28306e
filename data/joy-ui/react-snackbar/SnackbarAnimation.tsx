import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import { keyframes } from '@mui/system';

const inAnimation = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

const outAnimation = keyframes`
  from { transform: scale(1); opacity: 1; }
  to { transform: scale(0.6); opacity: 0; }
`;

const DURATION = 300;

export default function SnackbarAnimation() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show with a zoom
      </Button>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={3000}
        animationDuration={DURATION}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{
          ...(open && { animation: `${inAnimation} ${DURATION}ms forwards` }),
          ...(!open && { animation: `${outAnimation} ${DURATION}ms forwards` }),
        }}
      >
        The snackbar stays mounted for animationDuration after closing, so it can animate out.
      </Snackbar>
    </React.Fragment>
  );
}
