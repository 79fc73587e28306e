import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { frameSx, mailboxes } from './frame';

const WIDTH = 170;

export default function ClippedDrawer() {
  return (
    <Box sx={frameSx}>
      {/* Above the drawer: the app bar spans the whole width. */}
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" noWrap component="div">
            Clipped drawer
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{ '& .MuiDrawer-paper': { width: WIDTH } }}>
        <Toolbar />
        <nav aria-label="Mailboxes, clipped drawer">
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
      <Box component="div" sx={{ flexGrow: 1, p: 2, overflow: 'auto', ml: `${WIDTH}px` }}>
        <Toolbar />
        <Typography>The drawer starts below the app bar, which keeps the full width.</Typography>
      </Box>
    </Box>
  );
}
