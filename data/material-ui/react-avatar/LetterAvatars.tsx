import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const people = [
  { name: 'Grace Hopper', color: '#007FFF' },
  { name: 'Alan Turing', color: '#1AA251' },
  { name: 'Katherine Johnson', color: '#DEA500' },
  { name: 'Edsger Dijkstra', color: '#EB0014' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        <Avatar
          key={person.name}
          role="img"
          aria-label={person.name}
          sx={{ bgcolor: person.color }}
        >
          {initials(person.name)}
        </Avatar>
      ))}
    </Stack>
  );
}
