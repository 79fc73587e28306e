import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { people } from './portraits';

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.slice(0, 3).map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </Stack>
  );
}
