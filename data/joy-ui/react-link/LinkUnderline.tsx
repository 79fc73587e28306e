import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function LinkUnderline() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Link href="#" onClick={preventNavigation} underline="always">
        underline=&quot;always&quot;
      </Link>
      <Link href="#" onClick={preventNavigation} underline="hover">
        underline=&quot;hover&quot;
      </Link>
      <Link href="#" onClick={preventNavigation} underline="none">
        underline=&quot;none&quot;
      </Link>
    </Box>
  );
}
