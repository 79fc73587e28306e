import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

export default function GridRowColumnSpacing() {
  return (
    // Wide gaps between columns, narrow ones between rows.
    <Grid container rowSpacing={1} columnSpacing={4}>
      {['Mon', 'Tue', 'Wed', 'Thu'].map((day) => (
        <Grid key={day} xs={6}>
          <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>{day}</Box>
        </Grid>
      ))}
    </Grid>
  );
}
