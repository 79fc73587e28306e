import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Avatar from '@mui/joy/Avatar';
import Typography from '@mui/joy/Typography';

const threads = [
  {
    from: 'Nadia',
    initials: 'N',
    preview:
      'I pushed the translated strings; can you check the German plural forms before Friday?',
  },
  {
    from: 'Owen',
    initials: 'O',
    preview: 'Lunch on the terrace if the weather holds, otherwise the usual place downstairs.',
  },
];

export default function ListEllipsis() {
  return (
    <List sx={{ maxWidth: 300 }}>
      {threads.map((thread) => (
        <ListItem key={thread.from}>
          <ListItemDecorator sx={{ alignSelf: 'flex-start' }}>
            <Avatar component="span" size="sm">
              {thread.initials}
            </Avatar>
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{thread.from}</Typography>
            <Typography level="body-sm" noWrap>
              {thread.preview}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
