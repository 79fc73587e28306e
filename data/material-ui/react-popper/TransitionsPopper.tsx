import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Popper from '@mui/material/Popper';

export default function TransitionsPopper() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  return (
    <div>
      <Button
        aria-describedby={open ? id : undefined}
        onClick={(event) => {
          setAnchorEl(event.currentTarget);
          setOpen((prev) => !prev);
        }}
      >
        Toggle a fading popper
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl} transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={350}>
            <Box
              sx={{
                border: 1,
                borderColor: 'divider',
                p: 1.5,
                bgcolor: 'background.paper',
                borderRadius: 1,
              }}
            >
              Fades in and out; the popper stays mounted until the fade ends.
            </Box>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
