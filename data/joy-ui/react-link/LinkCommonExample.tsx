import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Download from '@mui/icons-material/Download';

// The demo links lead nowhere: keep the page where it is.
function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function LinkCommonExample() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Link href="#" onClick={preventNavigation} endDecorator={<ArrowForward />} fontWeight="lg">
        See all plans
      </Link>
      <Link
        href="#"
        onClick={preventNavigation}
        startDecorator={<Download />}
        color="neutral"
        variant="soft"
        sx={{ borderRadius: 'sm', px: 1 }}
      >
        Price list (PDF, 120 KB)
      </Link>
      <Typography level="body-sm">
        Documentation:{' '}
        <Link href="#" onClick={preventNavigation} endDecorator={<OpenInNew />}>
          community wiki{' '}
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
            (opens in a new tab)
          </span>
        </Link>
      </Typography>
    </Box>
  );
}
