import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const sections = ['Dashboard', 'Orders', 'Customers', 'Reports'];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Dashboard');

  const choose = (section: string) => {
    setCurrent(section);
    setOpen(false);
  };

  return (
    <div>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        // The drawer is only in the page while open.
        aria-controls={open ? 'temporary-drawer-nav' : undefined}
        aria-expanded={open}
      >
        Open navigation
      </Button>
      <Typography sx={{ mt: 1 }}>Showing: {current}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" id="temporary-drawer-nav" aria-label="Sections" sx={{ width: 250 }}>
          <Typography variant="h6" sx={{ p: 2 }}>
            Shop admin
          </Typography>
          <Divider />
          <List>
            {sections.map((section) => (
              <ListItem key={section} disablePadding>
                <ListItemButton selected={section === current} onClick={() => choose(section)}>
                  <ListItemText primary={section} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </div>
  );
}
