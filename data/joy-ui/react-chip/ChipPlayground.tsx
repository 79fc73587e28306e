import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import LocalOffer from '@mui/icons-material/LocalOffer';

export default function ChipPlayground() {
  const sliderId = React.useId();
  const [minHeight, setMinHeight] = React.useState(32);
  const [paddingInline, setPaddingInline] = React.useState(12);
  const [gap, setGap] = React.useState(16);
  const controls = [
    ['--Chip-minHeight', minHeight, setMinHeight, 20, 48],
    ['--Chip-paddingInline', paddingInline, setPaddingInline, 4, 32],
    ['--Chip-radius', gap, setGap, 0, 24],
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Chip
        startDecorator={<LocalOffer />}
        endDecorator={<ChipDelete aria-label="Remove the sale tag" />}
        sx={{
          '--Chip-minHeight': `${minHeight}px`,
          '--Chip-paddingInline': `${paddingInline}px`,
          '--Chip-radius': `${gap}px`,
        }}
      >
        Sale
      </Chip>
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
