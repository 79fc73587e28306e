import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArchiveIcon from '@mui/icons-material/Archive';
import FavoriteIcon from '@mui/icons-material/Favorite';
import RestoreIcon from '@mui/icons-material/Restore';

const lists: Record<string, string[]> = {
  recents: [
    'Tram timetable',
    'Bakery on Rua Augusta',
    'Museum tickets',
    'Ferry to Cacilhas',
    'Tile workshop',
    'Sunset viewpoint',
    'Night bus 208',
  ],
  favorites: ['Sunset viewpoint', 'Bakery on Rua Augusta'],
  archive: ['Hotel booking (2023)', 'Flight (2023)'],
};

export default function FixedBottomNavigation() {
  const [value, setValue] = React.useState('recents');
  const scroller = React.useRef<HTMLDivElement>(null);

  return (
    // The box plays the part of the screen: the bar is fixed to it, not to the window.
    <Box
      sx={{
        position: 'relative',
        height: 360,
        maxWidth: 420,
        mx: 'auto',
        transform: 'translateZ(0)',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box ref={scroller} sx={{ height: '100%', overflow: 'auto', pb: 7 }}>
        <List>
          {lists[value].map((item) => (
            <ListItem key={item}>
              <ListItemAvatar>
                <Avatar>{item[0]}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }} elevation={3}>
        <BottomNavigation
          showLabels
          value={value}
          onChange={(_event, next: string) => {
            setValue(next);
            scroller.current?.scrollTo({ top: 0 });
          }}
        >
          <BottomNavigationAction label="Recents" value="recents" icon={<RestoreIcon />} />
          <BottomNavigationAction label="Favourites" value="favorites" icon={<FavoriteIcon />} />
          <BottomNavigationAction label="Archive" value="archive" icon={<ArchiveIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
