import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';

export default function ListDividers() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List disablePadding>
        <ListItem>
          <ListItemText primary="Full width" secondary="The default variant" />
        </ListItem>
        <Divider component="li" />
        <ListItem>
          <ListItemAvatar>
            <Avatar>In</Avatar>
          </ListItemAvatar>
          <ListItemText primary="Inset" secondary="Starts after the avatar column" />
        </ListItem>
        <Divider component="li" variant="inset" />
        <ListItem>
          <ListItemAvatar>
            <Avatar>Mi</Avatar>
          </ListItemAvatar>
          <ListItemText primary="Middle" secondary="Margin on both sides" />
        </ListItem>
        <Divider component="li" variant="middle" />
        <ListItem>
          <ListItemText primary="Last item" />
        </ListItem>
      </List>
    </Paper>
  );
}
