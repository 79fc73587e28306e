import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';

export default function SimplePopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = open ? 'simple-popper' : undefined;

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={id}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {open ? 'Hide' : 'Show'} password rules
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl} placement="bottom-start">
        <Box
          sx={{
            mt: 1,
            p: 2,
            maxWidth: 260,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          At least 12 characters, with one number and one symbol. The page behind stays usable while
          this is open.
        </Box>
      </Popper>
    </div>
  );
}
