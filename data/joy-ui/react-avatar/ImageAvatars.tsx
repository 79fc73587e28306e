import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

/** A small drawn portrait as an SVG data URL, so the demo needs no network. */
function portrait(skin: string, hair: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="70" r="26" fill="${hair}"/><circle cx="32" cy="28" r="14" fill="${skin}"/><path d="M18 26a14 14 0 0 1 28 0c-4-6-24-6-28 0z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PEOPLE = [
  { name: 'Amara Nwosu', src: portrait('#8d5524', '#1b1b1b', '#fde68a') },
  { name: 'Henrik Lund', src: portrait('#f1c27d', '#b45309', '#bfdbfe') },
  { name: 'Mei Lin', src: portrait('#e0ac69', '#111827', '#fbcfe8') },
];

export default function ImageAvatars() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {PEOPLE.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </Box>
  );
}
