import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';

export default function FluidContainer() {
  return (
    <Sheet variant="soft" sx={{ py: 2 }}>
      <Container maxWidth="sm">
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
          This content is centered and never wider than the sm breakpoint (600px).
        </Sheet>
      </Container>
    </Sheet>
  );
}
