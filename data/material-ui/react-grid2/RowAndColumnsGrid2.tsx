import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';
import { Item } from './item';

export default function RowAndColumnsGrid2() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 2, md: 3 }}>
        {[1, 2, 3, 4].map((n) => (
          <Grid key={n} xs={6}>
            <Item>{n}</Item>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
