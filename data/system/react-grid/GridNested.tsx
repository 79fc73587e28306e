import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const card = { p: 1, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14 };

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      <Grid xs={12} md={4}>
        <Box sx={card}>Sidebar</Box>
      </Grid>
      {/* An item that is also a container: its children share its eight columns. */}
      <Grid xs={12} md={8} container spacing={1}>
        {['Revenue', 'Orders', 'Refunds', 'Visitors'].map((metric) => (
          <Grid key={metric} xs={6}>
            <Box sx={{ ...card, bgcolor: 'action.hover' }}>{metric}</Box>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
