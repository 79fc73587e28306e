import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function ContainerMaxWidths() {
  return (
    <Stack spacing={2}>
      <Sheet variant="soft" color="primary" sx={{ py: 1 }}>
        <Container maxWidth="xs">
          <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
            maxWidth=&quot;xs&quot;: at most 444px wide, with gutters.
          </Sheet>
        </Container>
      </Sheet>
      <Sheet variant="soft" color="success" sx={{ py: 1 }}>
        <Container maxWidth="xs" disableGutters>
          <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
            The same limit with disableGutters: no side padding.
          </Sheet>
        </Container>
      </Sheet>
    </Stack>
  );
}
