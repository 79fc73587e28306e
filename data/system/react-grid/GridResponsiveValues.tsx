import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

export default function GridResponsiveValues() {
  return (
    // Every prop may take an object of breakpoints: spacing here, item sizes below.
    <Grid container spacing={{ xs: 1, sm: 2, md: 3 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Grid key={index} xs={6} sm={4} md={2}>
          <Box sx={{ p: 1, textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
            {index + 1}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
