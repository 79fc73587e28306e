import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';
import { Item } from './item';

export default function ColumnsGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2} columns={16}>
        <Grid xs={8}>
          <Item>xs=8 of 16</Item>
        </Grid>
        <Grid xs={8}>
          <Item>xs=8 of 16</Item>
        </Grid>
      </Grid>
    </Box>
  );
}
