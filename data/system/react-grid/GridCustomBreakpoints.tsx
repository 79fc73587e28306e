import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';
import { ThemeProvider, createTheme } from '@mui/system';

// A theme whose breakpoints come earlier than the defaults (600, 900, 1200, 1536): Grid's size
// props switch at these widths instead.
const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 480, md: 720, lg: 960, xl: 1280 },
  },
});

const names = ['Ada', 'Grace', 'Alan', 'Edsger'];

export default function GridCustomBreakpoints() {
  return (
    <ThemeProvider theme={theme}>
      <Grid container spacing={2}>
        {names.map((name) => (
          <Grid key={name} xs={12} sm={6} lg={3}>
            <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>{name}</Box>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
