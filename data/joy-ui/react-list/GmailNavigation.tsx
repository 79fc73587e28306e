import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Inbox from '@mui/icons-material/Inbox';
import StarBorder from '@mui/icons-material/StarBorder';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';

const folders = [
  { name: 'Inbox', icon: <Inbox />, unread: 12 },
  { name: 'Starred', icon: <StarBorder />, unread: 0 },
  { name: 'Sent', icon: <Send />, unread: 0 },
  { name: 'Drafts', icon: <Drafts />, unread: 2 },
];

export default function GmailNavigation() {
  const [current, setCurrent] = React.useState('Inbox');
  return (
    <List
      component="nav"
      aria-label="Mailboxes"
      size="sm"
      sx={{
        maxWidth: 260,
        '--ListItem-radius': '0 20px 20px 0',
        '--ListItem-minHeight': '32px',
        '--List-gap': '2px',
        '--List-padding': '0px',
      }}
    >
      {folders.map((folder) => {
        const selected = current === folder.name;
        return (
          <ListItem key={folder.name}>
            <ListItemButton
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={() => setCurrent(folder.name)}
            >
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              <ListItemContent>{folder.name}</ListItemContent>
              {folder.unread > 0 && (
                <Typography level="body-xs" fontWeight="lg" textColor="inherit">
                  {folder.unread}
                </Typography>
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
