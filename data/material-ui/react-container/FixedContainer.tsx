import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export default function FixedContainer() {
  return (
    <Box sx={{ bgcolor: 'grey.200', py: 2 }}>
      <Container fixed>
        <Box sx={{ bgcolor: 'info.light', p: 2, borderRadius: 1 }}>
          A fixed container jumps between the breakpoint widths as you resize the window instead of
          growing smoothly.
        </Box>
      </Container>
    </Box>
  );
}
