import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function ColorSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider aria-label="Saturation" defaultValue={40} color="secondary" />
      <Slider aria-label="Warmth" defaultValue={70} color="warning" />
      <Slider aria-label="Growth" defaultValue={55} color="success" />
    </Box>
  );
}
