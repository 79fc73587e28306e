import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import MailIcon from '@mui/icons-material/Mail';

function notificationsLabel(count: number) {
  if (count === 0) return 'No new messages';
  if (count > 99) return 'More than 99 new messages';
  return `${count} new message${count === 1 ? '' : 's'}`;
}

export default function AccessibleBadges() {
  const [count, setCount] = React.useState(100);
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <IconButton aria-label={notificationsLabel(count)}>
        <Badge badgeContent={count} color="secondary">
          <MailIcon />
        </Badge>
      </IconButton>
      <Button size="small" onClick={() => setCount(count > 0 ? count - 25 : 100)}>
        {count > 0 ? 'Read 25' : 'Receive 100'}
      </Button>
    </Stack>
  );
}
