import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <div>
      <Button
        id={`${id}-button`}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        View
      </Button>
      <Menu
        id={`${id}-menu`}
        MenuListProps={{ 'aria-labelledby': `${id}-button` }}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        TransitionComponent={Fade}
      >
        <MenuItem onClick={close}>Zoom in</MenuItem>
        <MenuItem onClick={close}>Zoom out</MenuItem>
        <MenuItem onClick={close}>Actual size</MenuItem>
      </Menu>
    </div>
  );
}
