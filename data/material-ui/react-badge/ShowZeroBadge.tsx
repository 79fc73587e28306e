import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function ShowZeroBadge() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge
        color="secondary"
        badgeContent={0}
        aria-label="No notifications, zero hidden"
        role="img"
      >
        <NotificationsIcon />
      </Badge>
      <Badge
        color="secondary"
        badgeContent={0}
        showZero
        aria-label="No notifications, zero shown"
        role="img"
      >
        <NotificationsIcon />
      </Badge>
    </Stack>
  );
}
