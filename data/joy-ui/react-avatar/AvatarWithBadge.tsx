import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';

export default function AvatarWithBadge() {
  return (
    <Box sx={{ display: 'flex', gap: 3 }}>
      <Badge
        color="success"
        variant="solid"
        size="sm"
        badgeInset="14%"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent=""
      >
        <Avatar component="span" color="primary" role="img" aria-label="Iris Moreau, online">
          IM
        </Avatar>
      </Badge>
      <Badge badgeContent={3} color="danger">
        <Avatar
          component="span"
          color="neutral"
          role="img"
          aria-label="Sven Voss, 3 unread messages"
        >
          SV
        </Avatar>
      </Badge>
    </Box>
  );
}
