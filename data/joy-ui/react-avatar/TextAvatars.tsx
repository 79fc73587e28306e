import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

const PEOPLE = [
  { name: 'Nadia Petrova', color: 'primary' },
  { name: 'Tomás Herrera', color: 'success' },
  { name: 'Yuki Tanaka', color: 'warning' },
  { name: 'Olu Adeyemi', color: 'danger' },
] as const;

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function TextAvatars() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {PEOPLE.map((person) => (
        <Avatar key={person.name} color={person.color} role="img" aria-label={person.name}>
          {initialsOf(person.name)}
        </Avatar>
      ))}
    </Box>
  );
}
