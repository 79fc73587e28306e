import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {['Wake up', 'Make coffee', 'Read the news'].map((task) => (
        <Paper key={task} variant="outlined" sx={{ p: 1.5 }}>
          {task}
        </Paper>
      ))}
    </Stack>
  );
}
