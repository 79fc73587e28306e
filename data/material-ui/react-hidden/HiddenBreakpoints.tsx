import Hidden from '@mui/material/Hidden';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

// Legacy API, shown for existing code only. The CSS implementation renders
// on the server and hides elements with media queries.
export default function HiddenBreakpoints() {
  return (
    <Stack spacing={1}>
      <Hidden implementation="css" smDown>
        <Paper sx={{ p: 1.5 }}>smDown: hidden on extra-small screens</Paper>
      </Hidden>
      <Hidden implementation="css" mdUp>
        <Paper sx={{ p: 1.5 }}>mdUp: hidden from md and wider</Paper>
      </Hidden>
      <Hidden implementation="css" only={['sm', 'md']}>
        <Paper sx={{ p: 1.5 }}>only sm and md: hidden on those two breakpoints</Paper>
      </Hidden>
    </Stack>
  );
}
