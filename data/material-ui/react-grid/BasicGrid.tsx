import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

function Cell({ label }: { label: string }) {
  return <Paper sx={{ p: 1.5, textAlign: 'center', bgcolor: 'grey.100' }}>{label}</Paper>;
}

export default function BasicGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid item xs={8}>
          <Cell label="xs=8" />
        </Grid>
        <Grid item xs={4}>
          <Cell label="xs=4" />
        </Grid>
        <Grid item xs={4}>
          <Cell label="xs=4" />
        </Grid>
        <Grid item xs>
          <Cell label="xs (fills the rest)" />
        </Grid>
        <Grid item xs="auto">
          <Cell label='xs="auto"' />
        </Grid>
      </Grid>
    </Box>
  );
}
