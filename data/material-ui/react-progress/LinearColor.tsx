import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function LinearColor() {
  return (
    <Stack sx={{ width: '100%', color: 'grey.600' }} spacing={2}>
      <LinearProgress color="secondary" aria-label="Loading, secondary" />
      <LinearProgress color="success" aria-label="Loading, success" />
      <LinearProgress color="inherit" aria-label="Loading, inherited colour" />
    </Stack>
  );
}
