import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

export default function CardPlayground() {
  const sliderId = React.useId();
  const [padding, setPadding] = React.useState(16);
  const [radius, setRadius] = React.useState(8);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Card
        variant="outlined"
        sx={{ '--Card-padding': `${padding}px`, '--Card-radius': `${radius}px`, width: 200 }}
      >
        <Typography level="title-md">Playground</Typography>
        <Typography level="body-sm">
          --Card-padding: {padding}px
          <br />
          --Card-radius: {radius}px
        </Typography>
      </Card>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 200 }}>
        <FormControl id={`${sliderId}-1`}>
          <FormLabel>--Card-padding</FormLabel>
          <Slider
            min={0}
            max={32}
            value={padding}
            onChange={(_, value) => setPadding(value as number)}
            slotProps={{ input: { id: `${sliderId}-1`, 'aria-label': 'Card padding in pixels' } }}
          />
        </FormControl>
        <FormControl id={`${sliderId}-2`}>
          <FormLabel>--Card-radius</FormLabel>
          <Slider
            min={0}
            max={32}
            value={radius}
            onChange={(_, value) => setRadius(value as number)}
            slotProps={{ input: { id: `${sliderId}-2`, 'aria-label': 'Card radius in pixels' } }}
          />
        </FormControl>
      </Box>
    </Box>
  );
}
