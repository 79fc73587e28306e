import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function FixedContainer() {
  return (
    <Sheet variant="soft" sx={{ py: 2 }}>
      <Container fixed disableGutters>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
          <Typography level="body-sm">
            A fixed container without gutters: its width steps from one breakpoint to the next
            instead of following the viewport.
          </Typography>
        </Sheet>
      </Container>
    </Sheet>
  );
}
