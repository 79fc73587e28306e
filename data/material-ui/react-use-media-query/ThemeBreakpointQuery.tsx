import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ThemeBreakpointQuery() {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Box>
        theme.breakpoints.down(&apos;sm&apos;): {String(isSmall)}; up(&apos;md&apos;):{' '}
        {String(isDesktop)}
      </Box>
      <Button variant="contained" fullWidth={isSmall} size={isDesktop ? 'large' : 'medium'}>
        {isSmall ? 'Full-width button on phones' : 'Regular button on larger screens'}
      </Button>
    </Box>
  );
}
