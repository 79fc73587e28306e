import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} alignItems="center">
        <CircularProgress aria-label="Loading" />
        <CircularProgress color="secondary" aria-label="Loading" />
        <CircularProgress color="success" size={24} aria-label="Loading" />
        <CircularProgress color="warning" size={56} thickness={2} aria-label="Loading" />
      </Stack>
      <Stack direction="row" spacing={3} alignItems="center">
        {[0, 25, 50, 75, 100].map((value) => (
          <CircularProgress
            key={value}
            variant="determinate"
            value={value}
            aria-label={`${value}% complete`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
