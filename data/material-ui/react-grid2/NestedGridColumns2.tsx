import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';
import { Item } from './item';

export default function NestedGridColumns2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      {/* 24 columns, inherited by the nested container. */}
      <Grid container spacing={2} columns={24}>
        <Grid xs={8}>
          <Item>xs=8 of 24</Item>
        </Grid>
        <Grid container xs={16}>
          <Grid xs={12}>
            <Item>nested xs=12 of 24</Item>
          </Grid>
          <Grid xs={12}>
            <Item>nested xs=12 of 24</Item>
          </Grid>
        </Grid>
      </Grid>
    </Box>
  );
}
