import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        <Avatar variant="solid">AL</Avatar>
        <Avatar variant="soft">BK</Avatar>
        <Avatar variant="outlined">CM</Avatar>
        <Avatar variant="plain">DN</Avatar>
      </Stack>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Avatar size="sm" color="primary">
          S
        </Avatar>
        <Avatar size="md" color="success">
          M
        </Avatar>
        <Avatar size="lg" color="warning">
          L
        </Avatar>
        <Avatar alt="Grace Hopper" />
        <Avatar />
      </Stack>
    </Stack>
  );
}
