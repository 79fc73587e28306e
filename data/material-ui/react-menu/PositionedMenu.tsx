import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

const items = [
  { label: 'Cut', glyph: '✂', shortcut: 'Ctrl+X' },
  { label: 'Copy', glyph: '⧉', shortcut: 'Ctrl+C' },
  { label: 'Paste', glyph: '📋', shortcut: 'Ctrl+V' },
];

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="edit-menu-button"
        aria-controls={open ? 'edit-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Edit
      </Button>
      <Menu
        id="edit-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        MenuListProps={{ 'aria-labelledby': 'edit-menu-button', dense: true }}
      >
        {items.map((item) => (
          <MenuItem key={item.label} onClick={() => setAnchorEl(null)}>
            <ListItemIcon aria-hidden="true">{item.glyph}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 3 }}>
              {item.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => setAnchorEl(null)}>
          <ListItemText inset>Select all</ListItemText>
        </MenuItem>
      </Menu>
    </div>
  );
}
