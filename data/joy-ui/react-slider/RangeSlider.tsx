import Slider from '@mui/joy/Slider';
import Box from '@mui/joy/Box';

const marks = [
  { value: 0, label: '$0' },
  { value: 250, label: '$250' },
  { value: 500, label: '$500' },
];

function valueText(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  return (
    <Box sx={{ width: 300, px: 1, pt: 4 }}>
      <Slider
        aria-label="Price range"
        defaultValue={[100, 350]}
        min={0}
        max={500}
        step={25}
        marks={marks}
        valueLabelDisplay="on"
        getAriaValueText={valueText}
        valueLabelFormat={valueText}
      />
    </Box>
  );
}
