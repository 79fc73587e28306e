import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

export default function AvatarBasics() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Avatar>KO</Avatar>
      <Avatar alt="Lucia Romero" />
      <Avatar />
    </Box>
  );
}
