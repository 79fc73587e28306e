import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';
import { Item } from './item';

export default function CenteredElementGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2} minHeight={140}>
        {/* Each item is a flex box of its own that centres its child. */}
        <Grid xs display="flex" justifyContent="center" alignItems="center">
          <Avatar>A</Avatar>
        </Grid>
        <Grid xs display="flex" justifyContent="center" alignItems="center">
          <Item>centred</Item>
        </Grid>
        <Grid xs display="flex" justifyContent="center" alignItems="center">
          <Avatar>C</Avatar>
        </Grid>
      </Grid>
    </Box>
  );
}
