import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function VariableWidth() {
  return (
    <Grid container spacing={2}>
      <Grid xs="auto">
        <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm' }}>
          Sized to its content
        </Sheet>
      </Grid>
      <Grid xs>
        <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
          Takes the rest
        </Sheet>
      </Grid>
    </Grid>
  );
}
