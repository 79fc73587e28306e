import Stack from '@mui/joy/Stack';
import Link from '@mui/joy/Link';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

const levels = ['h3', 'title-lg', 'body-md', 'body-sm', 'body-xs'] as const;

export default function LinkLevels() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {levels.map((level) => (
        <Link key={level} href="#" onClick={preventNavigation} level={level}>
          A link at level {level}
        </Link>
      ))}
    </Stack>
  );
}
