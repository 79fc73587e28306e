import { ThemeProvider, createTheme } from '@mui/system';
import Box from '@mui/system/Box';

const theme = createTheme({
  spacing: 6,
  shape: { borderRadius: 12 },
  palette: {
    brand: { main: '#0f766e', contrastText: '#ffffff' },
    surface: { main: '#ecfdf5' },
  },
});

export default function CustomTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ p: 3, bgcolor: 'surface.main', borderRadius: 1, color: '#064e3b' }}>
        <Box sx={{ mb: 2 }}>Padding is 3 × 6px and the radius comes from the theme.</Box>
        <Box
          component="button"
          type="button"
          sx={{
            px: 3,
            py: 1,
            border: 0,
            borderRadius: 1,
            bgcolor: 'brand.main',
            color: 'brand.contrastText',
          }}
        >
          Brand button
        </Box>
      </Box>
    </ThemeProvider>
  );
}
