import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import { people } from './portraits';

export default function Spacing() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <AvatarGroup spacing="medium">
        {people.slice(0, 4).map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src} />
        ))}
      </AvatarGroup>
      <AvatarGroup spacing="small">
        {people.slice(0, 4).map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src} />
        ))}
      </AvatarGroup>
      <AvatarGroup spacing={24}>
        {people.slice(0, 4).map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
