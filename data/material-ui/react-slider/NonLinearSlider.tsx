import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const toGigabytes = (position: number) => 2 ** position;

export default function NonLinearSlider() {
  const [position, setPosition] = React.useState(5);
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="non-linear-storage" gutterBottom>
        Storage: {toGigabytes(position)} GB
      </Typography>
      <Slider
        value={position}
        min={1}
        max={10}
        scale={toGigabytes}
        onChange={(_event, value) => setPosition(value as number)}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value} GB`}
        getAriaValueText={(value) => `${value} gigabytes`}
        aria-labelledby="non-linear-storage"
      />
    </Box>
  );
}
