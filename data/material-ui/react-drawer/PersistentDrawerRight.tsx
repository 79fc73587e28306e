import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';
import { frameSx, mailboxes } from './frame';

const WIDTH = 180;

export default function PersistentDrawerRight() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box sx={frameSx}>
      <AppBar
        position="fixed"
        sx={{
          width: open ? `calc(100% - ${WIDTH}px)` : '100%',
          mr: open ? `${WIDTH}px` : 0,
          transition: (theme) => theme.transitions.create(['width', 'margin']),
        }}
      >
        <Toolbar>
          <Typography variant="h6" noWrap component="div" sx={{ flexGrow: 1 }}>
            Notes
          </Typography>
          <IconButton
            color="inherit"
            aria-label="Open the drawer"
            edge="end"
            onClick={() => setOpen(true)}
            sx={{ display: open ? 'none' : 'inline-flex' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        anchor="right"
        open={open}
        sx={{ '& .MuiDrawer-paper': { width: WIDTH } }}
      >
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <IconButton aria-label="Close the drawer" onClick={() => setOpen(false)}>
            <ChevronRightIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <nav aria-label="Notebooks, right drawer">
          <List>
            {mailboxes.map((box) => (
              <ListItem key={box} disablePadding>
                <ListItemButton>
                  <ListItemText primary={box} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box
        component="div"
        sx={{
          flexGrow: 1,
          p: 2,
          overflow: 'auto',
          mr: open ? `${WIDTH}px` : 0,
          transition: (theme) => theme.transitions.create('margin'),
        }}
      >
        <Toolbar />
        <Typography>
          A persistent drawer stays open until it is closed, and the content moves over to make room
          for it instead of going under a backdrop.
        </Typography>
      </Box>
    </Box>
  );
}
