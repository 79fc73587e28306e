import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 200;
const sections = ['Overview', 'Reports', 'Customers', 'Settings'];

export default function FramedPermanentDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Shop admin
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <nav aria-label="Sections">
          <List>
            {sections.map((section) => (
              <ListItem key={section} disablePadding>
                <ListItemButton>
                  <ListItemText primary={section} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box component="div" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          The drawer is always open and sits beside the content, below the app bar that spans the
          whole width.
        </Typography>
      </Box>
    </Box>
  );
}
