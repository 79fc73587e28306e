import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderAlwaysVisibleLabel() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', pt: 4 }}>
      <Slider
        aria-label="Guests"
        defaultValue={4}
        min={1}
        max={12}
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value} guests`}
      />
    </Box>
  );
}
