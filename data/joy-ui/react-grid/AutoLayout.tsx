import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function AutoLayout() {
  return (
    <Grid container spacing={2}>
      <Grid xs>
        <Sheet variant="soft" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
          xs (grows)
        </Sheet>
      </Grid>
      <Grid xs={6}>
        <Sheet
          variant="soft"
          color="primary"
          sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}
        >
          xs=6
        </Sheet>
      </Grid>
      <Grid xs>
        <Sheet variant="soft" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
          xs (grows)
        </Sheet>
      </Grid>
    </Grid>
  );
}
