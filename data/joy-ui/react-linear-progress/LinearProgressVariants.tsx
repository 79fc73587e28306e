import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 400 }}>
      <LinearProgress variant="soft" aria-label="Loading" />
      <LinearProgress variant="solid" color="success" aria-label="Loading" />
      <LinearProgress variant="outlined" color="neutral" thickness={8} aria-label="Loading" />
      <LinearProgress variant="plain" color="warning" size="sm" aria-label="Loading" />
    </Stack>
  );
}
