import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

const messages = [
  { from: 'Ines', text: 'Are we still on for Friday?' },
  { from: 'Kwame', text: 'I sent the slides, have a look.' },
  { from: 'Lotte', text: 'The train leaves at 7:40.' },
  { from: 'Marco', text: 'Can you review my pull request?' },
  { from: 'Nadia', text: 'Photos from the weekend are up.' },
  { from: 'Oskar', text: 'Lunch at the usual place?' },
];

export default function BottomAppBar() {
  return (
    <Box
      sx={{
        position: 'relative',
        height: 340,
        maxWidth: 420,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {/* The list scrolls on its own: focusable, so a keyboard can scroll it too. */}
      <List
        tabIndex={0}
        aria-label="Messages"
        sx={{ height: '100%', overflow: 'auto', pb: 9 }}
        subheader={<ListSubheader>Messages</ListSubheader>}
      >
        {messages.map((message) => (
          <ListItem key={message.from}>
            <ListItemAvatar>
              <Avatar>{message.from[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={message.from} secondary={message.text} />
          </ListItem>
        ))}
      </List>
      {/* At the bottom of the box, as a phone's bottom bar is at the bottom of the screen. */}
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New message"
            sx={{ position: 'absolute', zIndex: 1, top: -28, left: 0, right: 0, mx: 'auto' }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" aria-label="More actions">
            <MoreIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
