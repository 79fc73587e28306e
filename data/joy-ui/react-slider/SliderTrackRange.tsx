import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderTrackRange() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Quiet hours start' : 'Quiet hours end')}
        defaultValue={[8, 20]}
        min={0}
        max={24}
        track="inverted"
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}:00`}
      />
    </Box>
  );
}
