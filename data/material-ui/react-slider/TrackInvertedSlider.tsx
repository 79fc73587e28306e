import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function TrackInvertedSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="track-inverted-battery" gutterBottom>
        Warn when battery falls below
      </Typography>
      <Slider
        track="inverted"
        aria-labelledby="track-inverted-battery"
        defaultValue={20}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
      />
    </Box>
  );
}
