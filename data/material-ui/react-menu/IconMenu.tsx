import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const items = [
  { label: 'Cut', shortcut: 'Ctrl X', icon: <ContentCut fontSize="small" /> },
  { label: 'Copy', shortcut: 'Ctrl C', icon: <ContentCopy fontSize="small" /> },
  { label: 'Paste', shortcut: 'Ctrl V', icon: <ContentPaste fontSize="small" /> },
];

export default function IconMenu() {
  return (
    <Paper sx={{ width: 280, maxWidth: '100%' }}>
      <MenuList aria-label="Edit">
        {items.map((item) => (
          <MenuItem key={item.label}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
            <Typography variant="body2" color="text.secondary">
              {item.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider component="li" />
        <MenuItem>
          <ListItemText inset>Paste as plain text</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
