import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

export default function BasicAvatarGroup() {
  return (
    <AvatarGroup role="group" aria-label="Reviewers">
      <Avatar color="primary">JS</Avatar>
      <Avatar color="success">KT</Avatar>
      <Avatar color="warning">LM</Avatar>
      <Avatar color="danger">NP</Avatar>
    </AvatarGroup>
  );
}
