import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 50;

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([200, 600]);

  const handleChange = (_event: Event, next: number | number[], activeThumb: number) => {
    if (!Array.isArray(next)) {
      return;
    }
    // Keep the thumbs at least `minDistance` apart.
    if (activeThumb === 0) {
      setRange([Math.min(next[0], range[1] - minDistance), range[1]]);
    } else {
      setRange([range[0], Math.max(next[1], range[0] + minDistance)]);
    }
  };

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="price-range-label" gutterBottom>
        Price: {formatPrice(range[0])} – {formatPrice(range[1])}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        value={range}
        onChange={handleChange}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        min={0}
        max={1000}
        step={10}
        disableSwap
      />
    </Box>
  );
}
