import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Add from '@mui/icons-material/Add';

export default function ButtonPlayground() {
  const sliderId = React.useId();
  const [gap, setGap] = React.useState(6);
  const [radius, setRadius] = React.useState(6);
  const [paddingInline, setPaddingInline] = React.useState(16);
  const controls = [
    ['--Button-gap', gap, setGap, 0, 24],
    ['--Button-radius', radius, setRadius, 0, 24],
    ['padding-inline', paddingInline, setPaddingInline, 4, 40],
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Button
        startDecorator={<Add />}
        sx={{
          '--Button-gap': `${gap}px`,
          '--Button-radius': `${radius}px`,
          paddingInline: `${paddingInline}px`,
        }}
      >
        New item
      </Button>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 220 }}>
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
