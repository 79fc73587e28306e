import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function DirectionRowStack() {
  return (
    <Stack direction="row" spacing={2}>
      <Paper sx={{ p: 1.5 }}>First</Paper>
      <Paper sx={{ p: 1.5 }}>Second</Paper>
      <Paper sx={{ p: 1.5 }}>Third</Paper>
    </Stack>
  );
}
