import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListItemContent from '@mui/joy/ListItemContent';
import ListDivider from '@mui/joy/ListDivider';
import Avatar from '@mui/joy/Avatar';
import Typography from '@mui/joy/Typography';

const contacts = [
  { name: 'Priya Raman', role: 'Product designer' },
  { name: 'Tomás Ortega', role: 'Frontend engineer' },
  { name: 'Lena Fischer', role: 'Engineering manager' },
];

export default function BasicList() {
  return (
    <List variant="outlined" sx={{ maxWidth: 320, borderRadius: 'sm' }}>
      {contacts.map((contact, index) => (
        <React.Fragment key={contact.name}>
          {index > 0 && <ListDivider inset="gutter" />}
          <ListItem>
            <ListItemDecorator>
              <Avatar component="span" size="sm">
                {contact.name[0]}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{contact.name}</Typography>
              <Typography level="body-xs" noWrap>
                {contact.role}
              </Typography>
            </ListItemContent>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
