import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0 m' },
  { value: 1000, label: '1 km' },
  { value: 2000, label: '2 km' },
];

export default function VerticalRangeSlider() {
  return (
    <Stack sx={{ height: 220 }} direction="row" spacing={6} justifyContent="center">
      <Slider
        orientation="vertical"
        getAriaLabel={(index) => (index === 0 ? 'Lowest altitude' : 'Highest altitude')}
        defaultValue={[400, 1500]}
        max={2000}
        step={100}
        marks={marks}
        valueLabelDisplay="auto"
      />
    </Stack>
  );
}
