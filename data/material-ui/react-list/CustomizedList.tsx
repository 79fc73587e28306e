import * as React from 'react';
import DnsIcon from '@mui/icons-material/Dns';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import PublicIcon from '@mui/icons-material/Public';
import StorageIcon from '@mui/icons-material/Storage';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const compactList = {
  '& .MuiListItemButton-root': { borderRadius: 2, py: 0.5 },
  '& .MuiListItemIcon-root': { minWidth: 0, mr: 2 },
  '& .MuiSvgIcon-root': { fontSize: 20 },
};

const services = [
  { label: 'DNS', icon: <DnsIcon /> },
  { label: 'Storage', icon: <StorageIcon /> },
  { label: 'Hosting', icon: <PublicIcon /> },
];

export default function CustomizedList() {
  const [open, setOpen] = React.useState(true);
  return (
    <Box sx={{ width: 280, maxWidth: '100%', p: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      <List component="nav" aria-label="Project services" disablePadding sx={compactList}>
        <ListItemButton aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <ListItemText
            primary="Services"
            secondary={open ? null : 'DNS, Storage, Hosting'}
            primaryTypographyProps={{ fontWeight: 600 }}
          />
          <KeyboardArrowDown
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: '0.2s' }}
          />
        </ListItemButton>
        {open &&
          services.map((service) => (
            <ListItemButton key={service.label}>
              <ListItemIcon>{service.icon}</ListItemIcon>
              <ListItemText primary={service.label} />
            </ListItemButton>
          ))}
      </List>
    </Box>
  );
}
