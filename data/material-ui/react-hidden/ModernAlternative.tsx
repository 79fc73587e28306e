import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ModernAlternative() {
  const theme = useTheme();
  const isMdUp = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Stack spacing={1}>
      <Paper sx={{ p: 1.5, display: { xs: 'none', sm: 'block' } }}>
        sx display: hidden on extra-small screens (like smDown)
      </Paper>
      <Paper sx={{ p: 1.5, display: { xs: 'block', md: 'none' } }}>
        sx display: hidden from md and wider (like mdUp)
      </Paper>
      <Paper sx={{ p: 1.5 }}>
        useMediaQuery:{' '}
        {isMdUp
          ? 'wide screen, the sidebar is rendered'
          : 'narrow screen, the sidebar is not rendered'}
      </Paper>
    </Stack>
  );
}
