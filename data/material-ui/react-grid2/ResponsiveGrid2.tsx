import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';
import { Item } from './item';

export default function ResponsiveGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      {/* 4 columns on phones, 8 on tablets, 12 from md: each item takes 2 of them. */}
      <Grid container spacing={{ xs: 1, md: 2 }} columns={{ xs: 4, sm: 8, md: 12 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} xs={2}>
            <Item>{index + 1}</Item>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
