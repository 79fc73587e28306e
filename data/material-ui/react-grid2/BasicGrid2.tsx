import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Grid from '@mui/material/Unstable_Grid2';

function Cell({ label }: { label: string }) {
  return <Paper sx={{ p: 1.5, textAlign: 'center', bgcolor: 'grey.100' }}>{label}</Paper>;
}

export default function BasicGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid xs={12} md={8}>
          <Cell label="xs=12 md=8" />
        </Grid>
        <Grid xs={12} md={4}>
          <Cell label="xs=12 md=4" />
        </Grid>
        <Grid xs={6} md={4}>
          <Cell label="xs=6 md=4" />
        </Grid>
        <Grid xs={6} md={8}>
          <Cell label="xs=6 md=8" />
        </Grid>
      </Grid>
    </Box>
  );
}
