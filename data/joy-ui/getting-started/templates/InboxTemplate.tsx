import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const messages = [
  {
    from: 'Alex Jonnold',
    subject: 'Design review on Thursday',
    body: 'Can we move the review to 3 pm? The prototype needs another pass on the checkout flow.',
  },
  {
    from: 'Pete Sand',
    subject: 'Invoice #4411',
    body: 'Attached is the invoice for November. Payment terms are thirty days as usual.',
  },
  {
    from: 'Kate Gates',
    subject: 'Welcome aboard!',
    body: 'Great to have you on the team. Your laptop arrives Monday; here is the onboarding checklist.',
  },
  {
    from: 'Anna Bergström',
    subject: 'Quarterly numbers',
    body: 'The dashboard now includes the new regions. Revenue is up eleven percent on last quarter.',
  },
];

/** A mail client: a searchable message list and a reading pane. */
export default function InboxTemplate() {
  const [selected, setSelected] = React.useState(0);
  const [query, setQuery] = React.useState('');
  const visible = messages
    .map((message, index) => ({ ...message, index }))
    .filter((message) =>
      `${message.from} ${message.subject}`.toLowerCase().includes(query.toLowerCase()),
    );
  const open = messages[selected];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        minHeight: 480,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'md',
        overflow: 'hidden',
      }}
    >
      <Sheet
        sx={{
          borderRight: { md: '1px solid' },
          borderColor: 'divider',
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        <Input
          size="sm"
          placeholder="Search mail"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ input: { 'aria-label': 'Search mail' } }}
        />
        <List aria-label="Messages">
          {visible.map((message, position) => (
            <React.Fragment key={message.subject}>
              {position > 0 ? <ListDivider /> : null}
              <ListItem>
                <ListItemButton
                  selected={message.index === selected}
                  onClick={() => setSelected(message.index)}
                >
                  <ListItemDecorator component="div">
                    <Avatar size="sm">{message.from[0]}</Avatar>
                  </ListItemDecorator>
                  <ListItemContent>
                    <Typography level="title-sm">{message.from}</Typography>
                    <Typography level="body-xs" noWrap>
                      {message.subject}
                    </Typography>
                  </ListItemContent>
                </ListItemButton>
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </Sheet>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography level="h4" component="h2">
          {open.subject}
        </Typography>
        <Typography level="body-sm">From {open.from}</Typography>
        <Typography level="body-md">{open.body}</Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto' }}>
          <Button>Reply</Button>
          <Button variant="outlined" color="neutral">
            Forward
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
