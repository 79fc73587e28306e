import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const products = ['Notebook', 'Pencil case', 'Desk lamp', 'Backpack', 'Mug', 'Planner'];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {products.map((name) => (
        <Grid key={name} xs={2} sm={4} md={4}>
          <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, height: '100%' }}>
            <Box sx={{ fontWeight: 500 }}>{name}</Box>
            <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
              2 per row on phones, 3 on desktops
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
