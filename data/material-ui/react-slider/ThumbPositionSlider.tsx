import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const presets = [0, 25, 50, 75, 100];

export default function ThumbPositionSlider() {
  const [value, setValue] = React.useState(50);
  return (
    <Stack spacing={1} sx={{ width: 300, maxWidth: '100%' }}>
      <Slider
        aria-label="Zoom"
        value={value}
        onChange={(_event, newValue) => setValue(newValue as number)}
        valueLabelDisplay="auto"
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {presets.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant={preset === value ? 'contained' : 'outlined'}
            onClick={() => setValue(preset)}
          >
            {preset}%
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
