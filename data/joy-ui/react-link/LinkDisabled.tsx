import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

export default function LinkDisabled() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Link disabled>Download report (not ready)</Link>
      <Link disabled variant="soft">
        Archived page
      </Link>
    </Box>
  );
}
