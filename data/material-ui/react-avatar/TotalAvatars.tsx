import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import { people } from './portraits';

export default function TotalAvatars() {
  return (
    <AvatarGroup total={128}>
      {people.slice(0, 4).map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </AvatarGroup>
  );
}
