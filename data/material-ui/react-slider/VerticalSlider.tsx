import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = ['60 Hz', '250 Hz', '1 kHz', '4 kHz', '16 kHz'];
const defaults = [4, -2, 0, 3, 6];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 180 }}>
      {bands.map((band, index) => (
        <Slider
          key={band}
          orientation="vertical"
          defaultValue={defaults[index]}
          min={-12}
          max={12}
          step={1}
          track={false}
          valueLabelDisplay="auto"
          aria-label={`Equalizer ${band}`}
          getAriaValueText={(value) => `${value} decibels`}
        />
      ))}
    </Stack>
  );
}
