import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';
import { Item } from './item';

export default function OffsetGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={3}>
        <Grid xs={6} md={4}>
          <Item>xs=6 md=4</Item>
        </Grid>
        <Grid xs={4} xsOffset={2} md={4} mdOffset={4}>
          <Item>xsOffset=2 mdOffset=4</Item>
        </Grid>
        <Grid xs={4} xsOffset="auto">
          <Item>xsOffset=auto</Item>
        </Grid>
      </Grid>
    </Box>
  );
}
