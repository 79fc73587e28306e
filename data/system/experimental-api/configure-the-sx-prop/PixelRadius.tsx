import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, unstable_defaultSxConfig } from '@mui/system';

const pixelTheme = createTheme({
  unstable_sxConfig: {
    ...unstable_defaultSxConfig,
    borderRadius: { themeKey: 'shape' },
  },
});

function Sample({ label }: { label: string }) {
  return (
    <Box sx={{ borderRadius: 8, width: 160, p: 2, border: 2, borderColor: '#1976d2' }}>{label}</Box>
  );
}

export default function PixelRadius() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Sample label="default: 8 × 4px = 32px" />
      <ThemeProvider theme={pixelTheme}>
        <Sample label="configured: 8px" />
      </ThemeProvider>
    </Box>
  );
}
