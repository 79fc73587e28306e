import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { folders, frameSx, mailboxes } from './frame';

const WIDTH = 170;

export default function PermanentDrawerLeft() {
  return (
    <Box sx={frameSx}>
      <AppBar position="fixed" sx={{ width: `calc(100% - ${WIDTH}px)`, ml: `${WIDTH}px` }}>
        <Toolbar>
          <Typography variant="h6" noWrap component="div">
            Full-height, left
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" anchor="left" sx={{ '& .MuiDrawer-paper': { width: WIDTH } }}>
        {/* The drawer runs the full height: its top lines up with the app bar. */}
        <Toolbar>
          <Typography variant="subtitle1" component="div">
            Mail
          </Typography>
        </Toolbar>
        <Divider />
        <nav aria-label="Mailboxes, left drawer">
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
        <Divider />
        <List aria-label="Folders, left drawer">
          {folders.map((folder) => (
            <ListItem key={folder} disablePadding>
              <ListItemButton>
                <ListItemText primary={folder} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="div" sx={{ flexGrow: 1, p: 2, overflow: 'auto', ml: `${WIDTH}px` }}>
        <Toolbar />
        <Typography>A permanent drawer is always visible and cannot be closed.</Typography>
      </Box>
    </Box>
  );
}
