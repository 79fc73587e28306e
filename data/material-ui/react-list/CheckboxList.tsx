import * as React from 'react';
import CommentIcon from '@mui/icons-material/Comment';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const tasks = ['Book the venue', 'Send invitations', 'Order catering', 'Print badges'];

export default function CheckboxList() {
  const id = React.useId();
  const [done, setDone] = React.useState<string[]>(['Book the venue']);
  const toggle = (task: string) =>
    setDone((prev) => (prev.includes(task) ? prev.filter((t) => t !== task) : [...prev, task]));
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {tasks.map((task, index) => {
        const labelId = `${id}-${index}`;
        return (
          <ListItem
            key={task}
            disablePadding
            secondaryAction={
              <IconButton edge="end" aria-label={`Comment on ${task}`}>
                <CommentIcon />
              </IconButton>
            }
          >
            <ListItemButton role={undefined} onClick={() => toggle(task)} dense>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={done.includes(task)}
                  tabIndex={-1}
                  disableRipple
                  inputProps={{ 'aria-labelledby': labelId }}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={task} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
