import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

export default function SliderSizes() {
  return (
    <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
      <Slider size="small" defaultValue={30} aria-label="Small slider" valueLabelDisplay="auto" />
      <Slider defaultValue={60} aria-label="Medium slider" valueLabelDisplay="auto" />
    </Stack>
  );
}
