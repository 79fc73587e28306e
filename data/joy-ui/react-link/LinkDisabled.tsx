import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

export default function LinkDisabled() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Link component="button" disabled>
        Download report (not ready)
      </Link>
      <Link component="button" disabled variant="soft">
        Archived page
      </Link>
    </Box>
  );
}
