import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';

export default function ClickAway() {
  const [open, setOpen] = React.useState(false);
  const [closedCount, setClosedCount] = React.useState(0);

  const handleClickAway = () => {
    if (open) {
      setOpen(false);
      setClosedCount((count) => count + 1);
    }
  };

  return (
    <ClickAwayListener onClickAway={handleClickAway}>
      <Box sx={{ position: 'relative', display: 'inline-block' }}>
        <Button variant="outlined" onClick={() => setOpen((prev) => !prev)} aria-expanded={open}>
          Toggle panel
        </Button>
        {open && (
          <Box
            sx={{
              position: 'absolute',
              top: 44,
              left: 0,
              zIndex: 1,
              width: 240,
              p: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              boxShadow: 2,
            }}
          >
            Click anywhere outside this panel or the button to close it.
          </Box>
        )}
        <Box sx={{ mt: 1, typography: 'body2' }}>Closed by clicking away: {closedCount} times</Box>
      </Box>
    </ClickAwayListener>
  );
}
