import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const products = ['Kettle', 'Toaster', 'Blender', 'Mixer', 'Grinder', 'Juicer', 'Scale', 'Timer'];

export default function ResponsiveGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={{ xs: 1, md: 2 }}>
        {products.map((product) => (
          <Grid item key={product} xs={12} sm={6} md={3}>
            <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              {product}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
