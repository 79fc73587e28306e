import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} alignItems="center">
        <CircularProgress variant="solid" aria-label="Loading" />
        <CircularProgress variant="soft" aria-label="Loading" />
        <CircularProgress variant="outlined" aria-label="Loading" />
        <CircularProgress variant="plain" aria-label="Loading" />
      </Stack>
      <Stack direction="row" spacing={3} alignItems="center">
        <CircularProgress size="sm" color="success" aria-label="Loading" />
        <CircularProgress size="md" color="warning" aria-label="Loading" />
        <CircularProgress size="lg" color="danger" thickness={6} aria-label="Loading" />
      </Stack>
    </Stack>
  );
}
