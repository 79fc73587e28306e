import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function MouseHoverPopover() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  return (
    <div>
      <Typography
        component="span"
        aria-owns={open ? id : undefined}
        aria-haspopup="true"
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
      >
        Hover this term: photosynthesis
      </Typography>
      <Popover
        id={id}
        // The popover only shows information: let the pointer pass through it.
        sx={{ pointerEvents: 'none' }}
        open={open}
        anchorEl={anchorEl}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        onClose={() => setAnchorEl(null)}
        disableRestoreFocus
      >
        <Typography sx={{ p: 1.5, maxWidth: 260 }}>
          How plants turn light, water and carbon dioxide into sugar and oxygen.
        </Typography>
      </Popover>
    </div>
  );
}
