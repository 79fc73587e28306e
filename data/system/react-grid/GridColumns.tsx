import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

export default function GridColumns() {
  return (
    // Sixteen columns instead of twelve: quarters are four columns, eighths two.
    <Grid container spacing={1} columns={16}>
      {[8, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2].map((span, index) => (
        <Grid key={index} xs={span}>
          <Box sx={{ py: 1, textAlign: 'center', bgcolor: 'action.selected', borderRadius: 1 }}>
            {span}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
