import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function LinkBasics() {
  return (
    <Typography>
      Read the{' '}
      <Link href="#" onClick={preventNavigation}>
        return policy
      </Link>{' '}
      before you send anything back.
    </Typography>
  );
}
