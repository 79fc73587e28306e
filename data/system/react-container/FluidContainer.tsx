import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function FluidContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 2 }}>
          This content never grows wider than the sm breakpoint (600px) and stays centred.
        </Box>
      </Container>
    </Box>
  );
}
