import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width:700px)');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Stack spacing={0.5}>
      <Typography>(min-width:700px) matches: {String(wide)}</Typography>
      <Typography>(prefers-color-scheme: dark) matches: {String(prefersDark)}</Typography>
      <Typography>(prefers-reduced-motion: reduce) matches: {String(reducedMotion)}</Typography>
    </Stack>
  );
}
