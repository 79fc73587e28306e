import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Slider from '@mui/joy/Slider';
import Favorite from '@mui/icons-material/Favorite';

export default function IconButtonPlayground() {
  const sliderId = React.useId();
  const [size, setSize] = React.useState(36);
  const [radius, setRadius] = React.useState(6);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <IconButton
        variant="soft"
        color="danger"
        aria-label="Like"
        sx={{ '--IconButton-size': `${size}px`, borderRadius: `${radius}px` }}
      >
        <Favorite />
      </IconButton>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 220 }}>
        <FormControl id={`${sliderId}-1`}>
          <FormLabel>--IconButton-size: {size}px</FormLabel>
          <Slider
            min={24}
            max={64}
            value={size}
            onChange={(_event, next) => setSize(next as number)}
            slotProps={{ input: { id: `${sliderId}-1`, 'aria-label': '--IconButton-size' } }}
          />
        </FormControl>
        <FormControl id={`${sliderId}-2`}>
          <FormLabel>border-radius: {radius}px</FormLabel>
          <Slider
            min={0}
            max={32}
            value={radius}
            onChange={(_event, next) => setRadius(next as number)}
            slotProps={{ input: { id: `${sliderId}-2`, 'aria-label': 'border-radius' } }}
          />
        </FormControl>
      </Box>
    </Box>
  );
}
