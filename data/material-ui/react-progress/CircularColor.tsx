import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularColor() {
  return (
    <Stack direction="row" spacing={2} sx={{ color: 'grey.600' }}>
      <CircularProgress color="secondary" aria-label="Loading, secondary" />
      <CircularProgress color="success" aria-label="Loading, success" />
      <CircularProgress color="inherit" aria-label="Loading, inherited colour" />
    </Stack>
  );
}
