import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderSteps() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider
        aria-label="Tip percentage"
        defaultValue={15}
        step={5}
        min={0}
        max={30}
        marks
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} percent`}
      />
    </Box>
  );
}
