import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

export default function VerticalAvatarGroup() {
  return (
    <AvatarGroup
      variant="soft"
      color="primary"
      sx={{ writingMode: 'vertical-rl', '& > *': { writingMode: 'horizontal-tb' } }}
    >
      <Avatar>PQ</Avatar>
      <Avatar>RS</Avatar>
      <Avatar>TU</Avatar>
      <Avatar>+4</Avatar>
    </AvatarGroup>
  );
}
