import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function ResponsiveValues() {
  return (
    <Grid container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Grid key={index} xs={2} sm={4} md={4}>
          <Sheet variant="soft" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
            Item {index + 1}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
