import { ThemeProvider, createTheme } from '@mui/system';
import Box from '@mui/system/Box';

const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1440 },
  },
});

export default function CustomBreakpoints() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          color: '#fff',
          bgcolor: { xs: '#6b7280', sm: '#2563eb', md: '#7c3aed', lg: '#db2777' },
        }}
      >
        The colour changes at 480, 768 and 1024 pixels instead of the defaults.
      </Box>
    </ThemeProvider>
  );
}
