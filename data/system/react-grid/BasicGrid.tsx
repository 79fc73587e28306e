import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

function Cell({ label }: { label: string }) {
  return (
    <Box
      sx={{
        p: 1.5,
        textAlign: 'center',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {label}
    </Box>
  );
}

export default function BasicGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={8}>
        <Cell label="xs=8" />
      </Grid>
      <Grid xs={4}>
        <Cell label="xs=4" />
      </Grid>
      <Grid xs={4}>
        <Cell label="xs=4" />
      </Grid>
      <Grid xs={8} container spacing={1}>
        <Grid xs={6}>
          <Cell label="nested 6" />
        </Grid>
        <Grid xs={6}>
          <Cell label="nested 6" />
        </Grid>
      </Grid>
    </Grid>
  );
}
