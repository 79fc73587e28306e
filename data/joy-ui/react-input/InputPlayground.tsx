import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import AccountCircle from '@mui/icons-material/AccountCircle';

export default function InputPlayground() {
  const sliderId = React.useId();
  const [minHeight, setMinHeight] = React.useState(40);
  const [paddingInline, setPaddingInline] = React.useState(12);
  const [radius, setRadius] = React.useState(6);
  const [gap, setGap] = React.useState(8);
  const controls = [
    ['--Input-minHeight', minHeight, setMinHeight, 28, 64],
    ['--Input-paddingInline', paddingInline, setPaddingInline, 0, 32],
    ['--Input-radius', radius, setRadius, 0, 32],
    ['--Input-gap', gap, setGap, 0, 24],
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Input
        startDecorator={<AccountCircle />}
        placeholder="Username"
        slotProps={{ input: { 'aria-label': 'Username' } }}
        sx={{
          width: 240,
          maxWidth: '100%',
          '--Input-minHeight': `${minHeight}px`,
          '--Input-paddingInline': `${paddingInline}px`,
          '--Input-radius': `${radius}px`,
          '--Input-gap': `${gap}px`,
        }}
      />
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
