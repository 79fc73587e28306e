import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { people } from './portraits';

const sizes = [24, 40, 56, 72];

export default function SizeAvatars() {
  const person = people[3];
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {sizes.map((size) => (
        <Avatar
          key={size}
          alt={`${person.name}, ${size} px`}
          src={person.src}
          sx={{ width: size, height: size }}
        />
      ))}
    </Stack>
  );
}
