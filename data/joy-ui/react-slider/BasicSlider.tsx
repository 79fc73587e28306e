import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicSlider() {
  const [volume, setVolume] = React.useState(40);
  return (
    <Stack spacing={3} sx={{ width: 300, pt: 2 }}>
      <div>
        <Typography level="body-sm">Volume: {volume}%</Typography>
        <Slider
          aria-label="Volume"
          value={volume}
          onChange={(_event, value) => setVolume(value as number)}
        />
      </div>
      <Slider aria-label="Disabled slider" defaultValue={70} disabled />
      <Slider aria-label="Warning slider" color="warning" variant="soft" defaultValue={20} />
    </Stack>
  );
}
