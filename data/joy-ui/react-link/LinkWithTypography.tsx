import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function LinkWithTypography() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <Typography level="title-lg">
        Opening hours are listed on the{' '}
        <Link href="#" onClick={preventNavigation}>
          visit page
        </Link>
        .
      </Typography>
      <Typography level="body-sm">
        A link inside Typography takes the paragraph&apos;s level, so{' '}
        <Link href="#" onClick={preventNavigation}>
          this one
        </Link>{' '}
        is small too, while{' '}
        <Link href="#" onClick={preventNavigation} level="title-sm">
          this one
        </Link>{' '}
        sets its own.
      </Typography>
    </Stack>
  );
}
