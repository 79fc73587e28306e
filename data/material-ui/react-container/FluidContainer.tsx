import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export default function FluidContainer() {
  return (
    <Box sx={{ bgcolor: 'grey.200', py: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'primary.light', p: 2, borderRadius: 1 }}>
          Container with maxWidth=&quot;sm&quot;: it grows with the window until 600px, then stays
          centred.
        </Box>
      </Container>
      <Container maxWidth={false} disableGutters sx={{ mt: 2 }}>
        <Box sx={{ bgcolor: 'secondary.light', p: 2 }}>
          maxWidth=false with disableGutters: full width, no padding.
        </Box>
      </Container>
    </Box>
  );
}
