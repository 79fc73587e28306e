import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicLinks() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography>
        Read the{' '}
        <Link href="#" underline="always">
          terms of service
        </Link>{' '}
        before you sign up.
      </Typography>
      <Link href="#" color="secondary">
        Secondary colour
      </Link>
      <Link href="#" color="inherit">
        Inherits the text colour
      </Link>
      <Link href="#" variant="body2">
        Smaller body2 link
      </Link>
    </Box>
  );
}
