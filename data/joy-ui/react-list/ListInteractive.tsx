import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Home from '@mui/icons-material/Home';
import Settings from '@mui/icons-material/Settings';
import HelpOutline from '@mui/icons-material/HelpOutline';

export default function ListInteractive() {
  return (
    <List variant="outlined" sx={{ maxWidth: 260, borderRadius: 'sm' }}>
      <ListItem>
        <ListItemButton>
          <ListItemDecorator>
            <Home />
          </ListItemDecorator>
          Home
        </ListItemButton>
      </ListItem>
      <ListItem>
        <ListItemButton>
          <ListItemDecorator>
            <Settings />
          </ListItemDecorator>
          Settings
        </ListItemButton>
      </ListItem>
      <ListItem>
        <ListItemButton disabled>
          <ListItemDecorator>
            <HelpOutline />
          </ListItemDecorator>
          Help (offline)
        </ListItemButton>
      </ListItem>
    </List>
  );
}
