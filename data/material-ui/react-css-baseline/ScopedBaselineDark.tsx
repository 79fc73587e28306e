import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function ScopedBaselineDark() {
  return (
    <ThemeProvider theme={darkTheme}>
      <ScopedCssBaseline enableColorScheme>
        <Box sx={{ p: 2 }}>
          <p>The background and text colours come from the dark palette.</p>
          <label>
            Native input follows the colour scheme: <input defaultValue="dark" />
          </label>
          <Box sx={{ mt: 1, height: 60, overflow: 'auto', border: 1, borderColor: 'divider' }}>
            <Box sx={{ height: 200, p: 1 }}>The scrollbar of this box is dark too.</Box>
          </Box>
        </Box>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
