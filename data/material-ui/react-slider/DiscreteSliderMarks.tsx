import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

export default function DiscreteSliderMarks() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', px: 2 }}>
      <Slider
        aria-label="Water temperature"
        defaultValue={20}
        step={10}
        marks={marks}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />
    </Box>
  );
}
