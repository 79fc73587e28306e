import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar size="sm" color="primary">
        AL
      </Avatar>
      <Avatar size="md" color="success" variant="solid">
        BK
      </Avatar>
      <Avatar size="lg" color="warning" variant="outlined">
        CM
      </Avatar>
      <Avatar alt="Dana Ruiz" sx={{ '--Avatar-size': '64px' }} />
    </Stack>
  );
}
