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
import MenuIcon from '@mui/icons-material/Menu';
import { frameSx, mailboxes } from './frame';

const WIDTH = 200;

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [current, setCurrent] = React.useState<string>(mailboxes[0]);

  const nav = (
    <nav aria-label="Mailboxes, responsive drawer">
      <Toolbar />
      <Divider />
      <List>
        {mailboxes.map((box) => (
          <ListItem key={box} disablePadding>
            <ListItemButton
              selected={box === current}
              onClick={() => {
                setCurrent(box);
                setMobileOpen(false);
              }}
            >
              <ListItemText primary={box} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );

  return (
    <Box sx={frameSx}>
      <AppBar
        position="fixed"
        sx={{ width: { sm: `calc(100% - ${WIDTH}px)` }, ml: { sm: `${WIDTH}px` } }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open the mailboxes"
            edge="start"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" noWrap component="div">
            {current}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { sm: WIDTH }, flexShrink: { sm: 0 } }}>
        {/* Phones: a temporary drawer over the content. */}
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          disablePortal
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: 'block', sm: 'none' }, '& .MuiDrawer-paper': { width: WIDTH } }}
        >
          {nav}
        </Drawer>
        {/* Wider screens: always there, beside the content. */}
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', sm: 'block' }, '& .MuiDrawer-paper': { width: WIDTH } }}
        >
          {nav}
        </Drawer>
      </Box>
      <Box component="div" sx={{ flexGrow: 1, p: 2, overflow: 'auto' }}>
        <Toolbar />
        <Typography>
          Narrow the window below 600 px: the drawer hides behind the menu button. Wider, it stays
          beside the messages.
        </Typography>
      </Box>
    </Box>
  );
}
