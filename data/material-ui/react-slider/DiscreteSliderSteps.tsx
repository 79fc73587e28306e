import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function DiscreteSliderSteps() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider
        aria-label="Opacity"
        defaultValue={0.5}
        step={0.05}
        min={0}
        max={1}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
      />
    </Box>
  );
}
