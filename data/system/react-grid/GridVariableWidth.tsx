import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const cell = { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 };

export default function GridVariableWidth() {
  return (
    <Grid container spacing={2}>
      <Grid xs="auto">
        <Box sx={cell}>auto: fits</Box>
      </Grid>
      <Grid xs>
        <Box sx={cell}>xs: grows</Box>
      </Grid>
      <Grid xs={4}>
        <Box sx={cell}>xs=4</Box>
      </Grid>
    </Grid>
  );
}
