import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const cell = { p: 1.5, textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1 } as const;

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs="auto">
        <Box sx={cell}>xs=auto (fits its content)</Box>
      </Grid>
      <Grid xs>
        <Box sx={cell}>xs (fills)</Box>
      </Grid>
      <Grid xs>
        <Box sx={cell}>xs (fills)</Box>
      </Grid>
      <Grid xs={4} xsOffset={4}>
        <Box sx={cell}>xs=4, xsOffset=4</Box>
      </Grid>
      <Grid xs={3} xsOffset="auto">
        <Box sx={cell}>xsOffset=auto</Box>
      </Grid>
    </Grid>
  );
}
