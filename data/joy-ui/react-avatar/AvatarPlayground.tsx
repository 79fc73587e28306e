import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';

export default function AvatarPlayground() {
  const sliderId = React.useId();
  const [size, setSize] = React.useState(40);
  const [ring, setRing] = React.useState(2);
  const [overlap, setOverlap] = React.useState(8);
  const controls = [
    ['--Avatar-size', size, setSize, 24, 72],
    ['--Avatar-ringSize', ring, setRing, 0, 8],
    ['--AvatarGroup-gap', overlap, setOverlap, 0, 24],
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <AvatarGroup
        color="primary"
        sx={{
          '--Avatar-size': `${size}px`,
          '--Avatar-ringSize': `${ring}px`,
          '--AvatarGroup-gap': `-${overlap}px`,
        }}
      >
        <Avatar>AB</Avatar>
        <Avatar>CD</Avatar>
        <Avatar>EF</Avatar>
      </AvatarGroup>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 220 }}>
        {controls.map(([name, value, setValue, min, max]) => (
          <FormControl id={`${sliderId}-${name}`} key={name}>
            <FormLabel>
              {name}: {name === '--AvatarGroup-gap' ? -value : value}px
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
