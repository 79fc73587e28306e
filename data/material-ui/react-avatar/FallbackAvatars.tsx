import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// An image that cannot be decoded: it fails without any network request.
const BROKEN = 'data:image/png;base64,AAAA';

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {/* 1. The children */}
      <Avatar src={BROKEN} sx={{ bgcolor: 'warning.dark' }}>
        KL
      </Avatar>
      {/* 2. The first letter of alt */}
      <Avatar src={BROKEN} alt="Rosa Díaz" sx={{ bgcolor: 'info.dark' }} />
      {/* 3. The generic person icon */}
      <Avatar src={BROKEN} />
    </Stack>
  );
}
