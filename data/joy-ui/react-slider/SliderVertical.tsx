import Stack from '@mui/joy/Stack';
import Slider from '@mui/joy/Slider';

const bands = [
  { label: 'Bass', value: 60 },
  { label: 'Mid', value: 45 },
  { label: 'Treble', value: 70 },
];

export default function SliderVertical() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 180 }}>
      {bands.map((band) => (
        <Slider
          key={band.label}
          orientation="vertical"
          aria-label={band.label}
          defaultValue={band.value}
          valueLabelDisplay="auto"
        />
      ))}
    </Stack>
  );
}
