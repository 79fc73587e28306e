import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  { value: -12, label: '-12 dB' },
  { value: 0, label: '0 dB' },
  { value: 12, label: '+12 dB' },
];

export default function TrackFalseSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', px: 2 }}>
      <Typography id="track-false-bass" gutterBottom>
        Bass
      </Typography>
      <Slider
        track={false}
        aria-labelledby="track-false-bass"
        defaultValue={3}
        min={-12}
        max={12}
        marks={marks}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
