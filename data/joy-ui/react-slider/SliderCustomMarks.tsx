import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

export default function SliderCustomMarks() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', px: 1.5 }}>
      <Slider
        aria-label="Water temperature"
        defaultValue={37}
        step={1}
        marks={marks}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />
    </Box>
  );
}
