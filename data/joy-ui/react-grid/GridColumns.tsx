import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function GridColumns() {
  return (
    <Grid container spacing={2} columns={16}>
      <Grid xs={8}>
        <Sheet variant="soft" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
          xs=8 of 16
        </Sheet>
      </Grid>
      <Grid xs={8}>
        <Sheet variant="soft" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
          xs=8 of 16
        </Sheet>
      </Grid>
      <Grid xs={5}>
        <Sheet variant="outlined" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
          5
        </Sheet>
      </Grid>
      <Grid xs={11}>
        <Sheet variant="outlined" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
          11
        </Sheet>
      </Grid>
    </Grid>
  );
}
