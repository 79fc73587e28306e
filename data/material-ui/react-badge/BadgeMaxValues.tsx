import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

const examples = [
  { count: 99, max: undefined },
  { count: 100, max: undefined },
  { count: 1000, max: 999 },
];

export default function BadgeMaxValues() {
  return (
    <Stack direction="row" spacing={5}>
      {examples.map(({ count, max }) => (
        <Badge
          key={count}
          color="error"
          badgeContent={count}
          max={max}
          aria-label={`${count} messages`}
          role="img"
        >
          <MailIcon />
        </Badge>
      ))}
    </Stack>
  );
}
