import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0°C' },
  { value: 20, label: '20°C' },
  { value: 37, label: '37°C' },
  { value: 100, label: '100°C' },
];

function valueText(value: number) {
  return `${value} degrees Celsius`;
}

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        aria-label="Step size ten"
        defaultValue={30}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={10}
        marks
        min={10}
        max={110}
      />
      <Slider
        aria-label="Temperature at marks only"
        defaultValue={20}
        getAriaValueText={valueText}
        step={null}
        valueLabelDisplay="auto"
        marks={marks}
      />
    </Box>
  );
}
