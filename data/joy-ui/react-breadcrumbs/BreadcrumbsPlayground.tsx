import * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Link from '@mui/joy/Link';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsPlayground() {
  const sliderId = React.useId();
  const [gap, setGap] = React.useState(6);
  const [padding, setPadding] = React.useState(12);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <Breadcrumbs
        aria-label="Playground breadcrumbs"
        sx={{
          '--Breadcrumbs-gap': `${gap}px`,
          padding: `${padding}px`,
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <Link color="neutral" href="#css-variables-playground">
          One
        </Link>
        <Link color="neutral" href="#css-variables-playground">
          Two
        </Link>
        <Typography aria-current="page">Three</Typography>
      </Breadcrumbs>
      <FormControl id={`${sliderId}-1`}>
        <FormLabel>--Breadcrumbs-gap: {gap}px</FormLabel>
        <Slider
          min={0}
          max={24}
          value={gap}
          onChange={(_event, value) => setGap(value as number)}
          slotProps={{ input: { id: `${sliderId}-1`, 'aria-label': '--Breadcrumbs-gap' } }}
        />
      </FormControl>
      <FormControl id={`${sliderId}-2`}>
        <FormLabel>padding: {padding}px</FormLabel>
        <Slider
          min={0}
          max={32}
          value={padding}
          onChange={(_event, value) => setPadding(value as number)}
          slotProps={{ input: { id: `${sliderId}-2`, 'aria-label': 'padding' } }}
        />
      </FormControl>
    </Box>
  );
}
