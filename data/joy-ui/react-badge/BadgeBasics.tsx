import Badge from '@mui/joy/Badge';
import Avatar from '@mui/joy/Avatar';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

function BellIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z" />
    </svg>
  );
}

export default function BadgeBasics() {
  return (
    <Stack direction="row" spacing={4} alignItems="center">
      <Badge badgeContent={4}>
        <IconButton variant="soft" aria-label="Notifications, 4 unread">
          <BellIcon />
        </IconButton>
      </Badge>
      <Badge
        color="success"
        variant="solid"
        badgeInset="14%"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Avatar component="span" role="img" aria-label="Maya, online">
          MY
        </Avatar>
      </Badge>
      <Badge badgeContent="New" color="warning" size="sm">
        <IconButton variant="outlined" aria-label="Inbox, new messages">
          <BellIcon />
        </IconButton>
      </Badge>
    </Stack>
  );
}
