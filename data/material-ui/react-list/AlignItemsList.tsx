import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const messages = [
  {
    from: 'Nadia',
    subject: 'Lunch on Friday?',
    body: 'There is a new noodle place near the station, want to try it after the review?',
  },
  {
    from: 'Tomás',
    subject: 'Slides for Monday',
    body: 'I moved the roadmap to the end and cut the budget section to two slides.',
  },
];

export default function AlignItemsList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {messages.map((message, index) => (
        <React.Fragment key={message.from}>
          <ListItem alignItems="flex-start" divider={index < messages.length - 1}>
            <ListItemAvatar>
              <Avatar>{message.from[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={message.subject}
              secondary={
                <React.Fragment>
                  <Typography component="span" variant="body2" color="text.primary">
                    {message.from}
                  </Typography>
                  {` — ${message.body}`}
                </React.Fragment>
              }
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
