import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress size="sm" aria-label="Loading, small" />
      <CircularProgress size="md" color="success" aria-label="Loading, medium" />
      <CircularProgress size="lg" color="warning" variant="solid" aria-label="Loading, large" />
      <CircularProgress
        determinate
        value={80}
        thickness={8}
        sx={{ '--CircularProgress-size': '72px' }}
        aria-label="Profile complete"
      >
        80%
      </CircularProgress>
    </Stack>
  );
}
