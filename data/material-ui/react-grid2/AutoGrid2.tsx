import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Grid from '@mui/material/Unstable_Grid2';

function Cell({ label }: { label: string }) {
  return <Paper sx={{ p: 1.5, textAlign: 'center', bgcolor: 'grey.100' }}>{label}</Paper>;
}

export default function AutoGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid xs>
          <Cell label="xs" />
        </Grid>
        <Grid xs={6}>
          <Cell label="xs=6" />
        </Grid>
        <Grid xs>
          <Cell label="xs" />
        </Grid>
        <Grid xs="auto">
          <Cell label='xs="auto"' />
        </Grid>
        <Grid xs={4} xsOffset="auto">
          <Cell label='xs=4 xsOffset="auto"' />
        </Grid>
        <Grid xs={4} xsOffset={2} md={3} mdOffset={0}>
          <Cell label="xsOffset=2 mdOffset=0" />
        </Grid>
      </Grid>
    </Box>
  );
}
