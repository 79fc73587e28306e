import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function RowColumnSpacing() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 2, md: 3 }}>
      {['One', 'Two', 'Three', 'Four'].map((label) => (
        <Grid key={label} xs={6}>
          <Sheet variant="outlined" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
            {label}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
