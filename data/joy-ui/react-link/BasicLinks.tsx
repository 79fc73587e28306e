import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function BasicLinks() {
  return (
    <Stack spacing={1.5}>
      <Typography level="body-md">
        Read the{' '}
        <Link href="#" onClick={preventNavigation}>
          getting started guide
        </Link>{' '}
        before you begin.
      </Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <Link href="#" underline="always" onClick={preventNavigation}>
          Always underlined
        </Link>
        <Link href="#" underline="none" color="neutral" onClick={preventNavigation}>
          Never underlined
        </Link>
        <Link href="#" variant="soft" color="success" onClick={preventNavigation}>
          Soft variant
        </Link>
        <Link href="#" level="title-md" onClick={preventNavigation} endDecorator="→">
          Larger level
        </Link>
        <Link component="button" onClick={() => {}} disabled>
          Disabled
        </Link>
      </Stack>
    </Stack>
  );
}
