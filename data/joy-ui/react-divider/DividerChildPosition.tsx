import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Chip from '@mui/joy/Chip';

export default function DividerChildPosition() {
  const sliderId = React.useId();
  const [position, setPosition] = React.useState(30);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 400 }}>
      <Divider sx={{ '--Divider-childPosition': `${position}%` }}>
        <Chip size="sm" variant="soft">
          Today
        </Chip>
      </Divider>
      <FormControl id={`${sliderId}-1`}>
        <FormLabel>--Divider-childPosition: {position}%</FormLabel>
        <Slider
          value={position}
          onChange={(_event, value) => setPosition(value as number)}
          slotProps={{ input: { id: `${sliderId}-1`, 'aria-label': 'Child position in percent' } }}
        />
      </FormControl>
    </Box>
  );
}
