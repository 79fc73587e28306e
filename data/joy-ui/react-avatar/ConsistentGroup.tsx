import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';

export default function ConsistentGroup() {
  return (
    <Stack spacing={2}>
      <AvatarGroup size="sm" variant="solid" color="primary">
        <Avatar>AB</Avatar>
        <Avatar>CD</Avatar>
        <Avatar>EF</Avatar>
      </AvatarGroup>
      <AvatarGroup size="lg" variant="outlined" color="neutral">
        <Avatar>AB</Avatar>
        <Avatar>CD</Avatar>
        <Avatar>EF</Avatar>
      </AvatarGroup>
    </Stack>
  );
}
