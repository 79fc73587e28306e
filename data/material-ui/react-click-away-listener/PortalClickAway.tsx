import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Portal from '@mui/material/Portal';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <Button variant="outlined" onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
          Open portalled panel
        </Button>
        {open && (
          <Portal>
            <Box
              sx={{
                position: 'fixed',
                top: '50%',
                left: '50%',
                transform: 'translate(-50%, -50%)',
                zIndex: 'modal',
                width: 260,
                p: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                boxShadow: 6,
              }}
            >
              This panel is rendered at the end of the body, yet clicking inside it does not count
              as a click away.
              <Box sx={{ mt: 1 }}>
                <Button size="small" onClick={() => setOpen(false)}>
                  Close
                </Button>
              </Box>
            </Box>
          </Portal>
        )}
      </div>
    </ClickAwayListener>
  );
}
