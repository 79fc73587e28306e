import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Item } from './item';

export default function RowAndColumnSpacing() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 2, md: 3 }}>
        {[1, 2, 3, 4].map((n) => (
          <Grid key={n} item xs={6}>
            <Item>{n}</Item>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
