import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const cell = { p: 1, border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'center' };

export default function GridOffset() {
  return (
    <Grid container spacing={2}>
      <Grid xs={4}>
        <Box sx={cell}>xs=4</Box>
      </Grid>
      <Grid xs={4} xsOffset={4}>
        <Box sx={cell}>xs=4, offset 4</Box>
      </Grid>
      <Grid xs={6} xsOffset={3}>
        <Box sx={cell}>centred: xs=6, offset 3</Box>
      </Grid>
      <Grid xs={4} xsOffset="auto">
        <Box sx={cell}>offset auto: pushed to the end</Box>
      </Grid>
    </Grid>
  );
}
