import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { people } from './portraits';

export default function BadgeAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      {/* An online dot at the bottom right, with a ring in the page's colour. */}
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        variant="dot"
        color="success"
        sx={{
          '& .MuiBadge-badge': {
            width: 12,
            height: 12,
            borderRadius: '50%',
            border: 2,
            borderColor: 'background.paper',
          },
        }}
      >
        <Avatar component="span" alt={`${people[0].name} (online)`} src={people[0].src} />
      </Badge>
      {/* A small avatar as the badge: a shared document's owner and editor. */}
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <Avatar
            component="span"
            alt={people[1].name}
            src={people[1].src}
            sx={{ width: 22, height: 22, border: 2, borderColor: 'background.paper' }}
          />
        }
      >
        <Avatar component="span" alt={people[2].name} src={people[2].src} />
      </Badge>
    </Stack>
  );
}
