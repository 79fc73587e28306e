import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Textarea size="sm" aria-label="Small" placeholder="Small" />
      <Textarea size="md" aria-label="Medium" placeholder="Medium" />
      <Textarea size="lg" aria-label="Large" placeholder="Large" />
    </Stack>
  );
}
