import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

// The outer boxes imitate a host page with its own styles (serif font, beige
// background). Only the part wrapped in ScopedCssBaseline gets the theme's baseline.
const hostPage = {
  fontFamily: 'Georgia, serif',
  bgcolor: '#f5ecd7',
  color: '#5d4037',
  p: 1.5,
} as const;

function Widget() {
  return (
    <Box sx={{ p: 1.5 }}>
      <p>
        A paragraph with <b>bold</b> text.
      </p>
      <button type="button">Native button</button>
    </Box>
  );
}

export default function ScopedBaseline() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
      <Box sx={hostPage}>
        <strong>Host styles only</strong>
        <Widget />
      </Box>
      <Box sx={hostPage}>
        <strong>Widget inside ScopedCssBaseline</strong>
        <ScopedCssBaseline>
          <Widget />
        </ScopedCssBaseline>
      </Box>
    </Box>
  );
}
