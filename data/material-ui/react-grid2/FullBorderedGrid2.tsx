import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';

export default function FullBorderedGrid2() {
  return (
    <Box sx={{ flexGrow: 1, p: 2 }}>
      <Grid
        container
        spacing={2}
        sx={{
          // The container's top and left border, and each cell's right and bottom one.
          '--Grid-borderWidth': '1px',
          borderTop: 'var(--Grid-borderWidth) solid',
          borderLeft: 'var(--Grid-borderWidth) solid',
          borderColor: 'divider',
          '& > div': {
            borderRight: 'var(--Grid-borderWidth) solid',
            borderBottom: 'var(--Grid-borderWidth) solid',
            borderColor: 'divider',
          },
        }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Grid
            key={index}
            xs={6}
            sm={4}
            minHeight={80}
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            {index + 1}
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
