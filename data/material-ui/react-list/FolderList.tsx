import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ImageIcon from '@mui/icons-material/Image';
import WorkIcon from '@mui/icons-material/Work';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const albums = [
  { title: 'Photos', date: '12 March 2024', icon: <ImageIcon /> },
  { title: 'Work', date: '2 April 2024', icon: <WorkIcon /> },
  { title: 'Holidays', date: '18 July 2024', icon: <BeachAccessIcon /> },
];

export default function FolderList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {albums.map((album) => (
        <ListItem key={album.title}>
          <ListItemAvatar>
            <Avatar>{album.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={album.title} secondary={album.date} />
        </ListItem>
      ))}
    </List>
  );
}
