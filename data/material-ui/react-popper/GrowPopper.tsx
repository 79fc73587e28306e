import * as React from 'react';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function GrowPopper() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  return (
    <div>
      <Button
        aria-describedby={open ? id : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Toggle a growing popper
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl} placement="bottom-start" transition>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper sx={{ p: 1.5, maxWidth: 260 }}>
              <Typography>Grows from the corner nearest the button.</Typography>
            </Paper>
          </Grow>
        )}
      </Popper>
    </div>
  );
}
