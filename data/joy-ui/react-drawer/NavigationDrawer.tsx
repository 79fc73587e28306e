import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import DialogTitle from '@mui/joy/DialogTitle';
import ModalClose from '@mui/joy/ModalClose';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';

const pages = ['Dashboard', 'Orders', 'Customers', 'Reports', 'Settings'];

export default function NavigationDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Dashboard');
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ content: { 'aria-labelledby': 'drawer-title' } }}
      >
        <ModalClose />
        <DialogTitle id="drawer-title">Navigation</DialogTitle>
        <List component="nav" size="lg" sx={{ px: 1 }}>
          {pages.map((page) => (
            <ListItem key={page}>
              <ListItemButton
                selected={current === page}
                onClick={() => {
                  setCurrent(page);
                  setOpen(false);
                }}
              >
                {page}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
