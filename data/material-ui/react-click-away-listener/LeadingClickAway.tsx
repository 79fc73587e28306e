import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function LeadingClickAway() {
  const [open, setOpen] = React.useState(false);
  return (
    // Closes on the press itself (mousedown / touchstart), not when the click ends.
    <ClickAwayListener
      mouseEvent="onMouseDown"
      touchEvent="onTouchStart"
      onClickAway={() => setOpen(false)}
    >
      <Box sx={{ position: 'relative', display: 'inline-block' }}>
        <Button variant="outlined" onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
          Open the tip
        </Button>
        {open ? (
          <Paper sx={{ position: 'absolute', top: 44, left: 0, zIndex: 1, p: 2, width: 220 }}>
            <Typography variant="body2">
              Press anywhere outside: I close as soon as the button goes down.
            </Typography>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
