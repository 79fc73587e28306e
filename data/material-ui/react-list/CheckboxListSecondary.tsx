import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const people = ['Amara Okafor', 'Bo Lindqvist', 'Chen Wei'];

export default function CheckboxListSecondary() {
  const id = React.useId();
  const [invited, setInvited] = React.useState<string[]>(['Chen Wei']);
  const toggle = (name: string) =>
    setInvited((prev) => (prev.includes(name) ? prev.filter((n) => n !== name) : [...prev, name]));
  return (
    <List dense sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {people.map((name, index) => {
        const labelId = `${id}-${index}`;
        return (
          <ListItem
            key={name}
            disablePadding
            secondaryAction={
              <Checkbox
                edge="end"
                onChange={() => toggle(name)}
                checked={invited.includes(name)}
                inputProps={{ 'aria-labelledby': labelId }}
              />
            }
          >
            <ListItemButton>
              <ListItemAvatar>
                <Avatar>{name[0]}</Avatar>
              </ListItemAvatar>
              <ListItemText id={labelId} primary={name} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
