import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import { people } from './portraits';

export default function CustomSurplusAvatars() {
  return (
    <AvatarGroup
      max={4}
      renderSurplus={(surplus) => (
        <span>+{surplus < 1000 ? surplus : `${Math.floor(surplus / 1000)}k`}</span>
      )}
      total={4251}
    >
      {people.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </AvatarGroup>
  );
}
