import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function DiscreteSliderLabel() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', pt: 4 }}>
      <Slider aria-label="Guests" defaultValue={4} min={1} max={12} marks valueLabelDisplay="on" />
    </Box>
  );
}
