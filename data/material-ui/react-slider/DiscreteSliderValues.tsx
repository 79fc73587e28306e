import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const speeds = [
  { value: 0.5, label: '0.5×' },
  { value: 1, label: '1×' },
  { value: 1.25, label: '1.25×' },
  { value: 2, label: '2×' },
];

export default function DiscreteSliderValues() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', px: 2 }}>
      <Slider
        aria-label="Playback speed"
        defaultValue={1}
        min={0.5}
        max={2}
        step={null}
        marks={speeds}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
