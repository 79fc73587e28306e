import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ThemeProvider,
  createTheme,
  experimental_extendTheme as extendTheme,
} from '@mui/material/styles';

const theme = extendTheme({
  colorSchemes: {
    light: { palette: { primary: { main: '#00695f' } } },
    dark: { palette: { primary: { main: '#4db6ac' } } },
  },
});

/** Each scheme of the extended theme, rendered with an ordinary ThemeProvider for a side-by-side view. */
export default function SchemePalettes() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {(['light', 'dark'] as const).map((scheme) => {
        const palette = theme.colorSchemes[scheme].palette;
        const view = createTheme({
          palette: { mode: scheme, primary: { main: palette.primary.main } },
        });
        return (
          <ThemeProvider key={scheme} theme={view}>
            <Box
              sx={{
                p: 2,
                borderRadius: 1,
                bgcolor: 'background.default',
                color: 'text.primary',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Typography component="div" variant="subtitle2" gutterBottom>
                {scheme}: primary.main {palette.primary.main}, mainChannel{' '}
                {palette.primary.mainChannel}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button variant="contained">Contained</Button>
                <Button variant="outlined">Outlined</Button>
              </Stack>
            </Box>
          </ThemeProvider>
        );
      })}
    </Box>
  );
}
