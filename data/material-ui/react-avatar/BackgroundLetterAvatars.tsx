import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// The same name always gets the same hue, without storing a colour per person.
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

const names = ['Noor Rahman', 'Tomás Ortega', 'Priya Nair', 'Jonas Weber'];

export default function BackgroundLetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {names.map((name) => (
        <Avatar
          key={name}
          aria-label={name}
          role="img"
          sx={{ bgcolor: `hsl(${hueOf(name)} 60% 35%)`, color: '#fff' }}
        >
          {initialsOf(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
