import Stack from '@mui/joy/Stack';
import LinearProgress from '@mui/joy/LinearProgress';

export default function LinearProgressThickness() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
      <LinearProgress thickness={1} aria-label="Thickness 1" />
      <LinearProgress thickness={12} determinate value={45} aria-label="Thickness 12" />
      <LinearProgress
        thickness={24}
        determinate
        value={80}
        variant="outlined"
        aria-label="Thickness 24"
      />
    </Stack>
  );
}
