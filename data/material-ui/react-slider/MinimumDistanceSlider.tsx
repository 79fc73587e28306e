import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const minDistance = 10;

export default function MinimumDistanceSlider() {
  const [range, setRange] = React.useState<number[]>([20, 40]);
  const [swapping, setSwapping] = React.useState<number[]>([50, 70]);

  const keepApart = (_event: Event, value: number | number[], activeThumb: number) => {
    if (!Array.isArray(value)) return;
    if (activeThumb === 0) {
      setRange([Math.min(value[0], range[1] - minDistance), range[1]]);
    } else {
      setRange([range[0], Math.max(value[1], range[0] + minDistance)]);
    }
  };

  const pushOther = (_event: Event, value: number | number[], activeThumb: number) => {
    if (!Array.isArray(value)) return;
    if (value[1] - value[0] >= minDistance) {
      setSwapping(value);
    } else if (activeThumb === 0) {
      const start = Math.min(value[0], 100 - minDistance);
      setSwapping([start, start + minDistance]);
    } else {
      const end = Math.max(value[1], minDistance);
      setSwapping([end - minDistance, end]);
    }
  };

  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Lowest price' : 'Highest price')}
        value={range}
        onChange={keepApart}
        valueLabelDisplay="auto"
        disableSwap
      />
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Start hour' : 'End hour')}
        value={swapping}
        onChange={pushOther}
        valueLabelDisplay="auto"
        disableSwap
      />
    </Box>
  );
}
