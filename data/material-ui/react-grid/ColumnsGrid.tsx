import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Item } from './item';

export default function ColumnsGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      {/* Sixteen columns instead of twelve. */}
      <Grid container spacing={2} columns={16}>
        <Grid item xs={8}>
          <Item>xs=8 of 16</Item>
        </Grid>
        <Grid item xs={8}>
          <Item>xs=8 of 16</Item>
        </Grid>
      </Grid>
    </Box>
  );
}
