import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import { frameSx } from './frame';

const OPEN_WIDTH = 200;
const MINI_WIDTH = 56;

const items = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Starred', icon: <StarIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
];

export default function MiniDrawer() {
  const [open, setOpen] = React.useState(false);
  const width = open ? OPEN_WIDTH : MINI_WIDTH;

  return (
    <Box sx={frameSx}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Collapse the drawer' : 'Expand the drawer'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            sx={{ mr: 2 }}
          >
            {open ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="h6" noWrap component="div">
            Mail
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          '& .MuiDrawer-paper': {
            width,
            overflowX: 'hidden',
            transition: (theme) => theme.transitions.create('width'),
          },
        }}
      >
        <Toolbar />
        <nav aria-label="Mailboxes, mini drawer">
          <List>
            {items.map((item) => (
              <ListItem key={item.label} disablePadding>
                {/* When collapsed, only the icon shows: a tooltip names it for sighted users. */}
                <Tooltip title={open ? '' : item.label} placement="right">
                  <ListItemButton aria-label={item.label} sx={{ px: 2 }}>
                    <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 0 }}>{item.icon}</ListItemIcon>
                    <ListItemText
                      primary={item.label}
                      sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }}
                    />
                  </ListItemButton>
                </Tooltip>
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
          ml: `${width}px`,
          transition: (theme) => theme.transitions.create('margin'),
        }}
      >
        <Toolbar />
        <Typography>
          The mini variant keeps a strip of icons on screen; the menu button widens it to show the
          labels.
        </Typography>
      </Box>
    </Box>
  );
}
