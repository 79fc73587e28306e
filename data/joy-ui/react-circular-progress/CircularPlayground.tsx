import * as React from 'react';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';

export default function CircularPlayground() {
  const sliderId = React.useId();
  const [size, setSize] = React.useState(56);
  const [track, setTrack] = React.useState(6);
  const [progress, setProgress] = React.useState(6);
  const controls = [
    ['--CircularProgress-size', size, setSize, 20, 120],
    ['--CircularProgress-trackThickness', track, setTrack, 1, 20],
    ['--CircularProgress-progressThickness', progress, setProgress, 1, 20],
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={60}
        aria-label="Playground progress, 60%"
        sx={{
          '--CircularProgress-size': `${size}px`,
          '--CircularProgress-trackThickness': `${track}px`,
          '--CircularProgress-progressThickness': `${progress}px`,
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 260, maxWidth: '100%' }}>
        {controls.map(([name, value, setValue, min, max]) => (
          <FormControl id={`${sliderId}-${name}`} key={name}>
            <FormLabel>
              {name}: {value}px
            </FormLabel>
            <Slider
              min={min}
              max={max}
              value={value}
              onChange={(_event, next) => setValue(next as number)}
              slotProps={{ input: { id: `${sliderId}-${name}`, 'aria-label': name } }}
            />
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
