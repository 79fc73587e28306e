import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';

const initialPeople = [
  { name: 'Ada Lovelace', role: 'Analyst', color: '#007FFF' },
  { name: 'Charles Babbage', role: 'Engineer', color: '#9C27B0' },
  { name: 'Mary Somerville', role: 'Reviewer', color: '#1AA251' },
];

export default function AvatarList() {
  const [people, setPeople] = React.useState(initialPeople);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List>
        {people.map((person) => (
          <ListItem
            key={person.name}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${person.name}`}
                onClick={() => setPeople((prev) => prev.filter((p) => p.name !== person.name))}
              >
                <SvgIcon>
                  <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
                </SvgIcon>
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: person.color }}>{person.name[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={person.name} secondary={person.role} />
          </ListItem>
        ))}
        {people.length === 0 && (
          <ListItem>
            <ListItemText primary="Everyone has been removed." />
          </ListItem>
        )}
      </List>
    </Paper>
  );
}
