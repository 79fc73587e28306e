import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function BasicMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [lastAction, setLastAction] = React.useState('none');
  const open = Boolean(anchorEl);

  const run = (action: string) => {
    setLastAction(action);
    setAnchorEl(null);
  };

  return (
    <div>
      <Button
        id="basic-menu-button"
        aria-controls={open ? 'basic-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        File
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last action: {lastAction}
      </Typography>
      <Menu
        id="basic-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'basic-menu-button' }}
      >
        <MenuItem onClick={() => run('New')}>New</MenuItem>
        <MenuItem onClick={() => run('Open')}>Open…</MenuItem>
        <MenuItem disabled>Save (no changes)</MenuItem>
        <Divider />
        <MenuItem onClick={() => run('Close')}>Close</MenuItem>
      </Menu>
    </div>
  );
}
