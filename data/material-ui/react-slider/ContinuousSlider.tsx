import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ContinuousSlider() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Box sx={{ width: 280 }}>
      <Typography id="volume-label" gutterBottom>
        Volume: {volume}%
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <span aria-hidden="true">🔈</span>
        <Slider
          aria-labelledby="volume-label"
          value={volume}
          onChange={(_event, next) => setVolume(next as number)}
        />
        <span aria-hidden="true">🔊</span>
      </Stack>
      <Slider size="small" defaultValue={70} aria-label="Brightness" color="secondary" />
      <Slider disabled defaultValue={30} aria-label="Disabled slider" />
    </Box>
  );
}
