import * as React from 'react';
import Box from '@mui/joy/Box';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';

const SPACINGS = ['0', '0.5', '1', '2', '3', '4'];

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState('2');
  return (
    <Box>
      <Grid container spacing={Number(spacing)}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} xs={4}>
            <Sheet variant="soft" color="primary" sx={{ height: 80, borderRadius: 'sm' }} />
          </Grid>
        ))}
      </Grid>
      <RadioGroup
        orientation="horizontal"
        aria-label="Spacing"
        value={spacing}
        onChange={(event) => setSpacing(event.target.value)}
        sx={{ mt: 2, flexWrap: 'wrap', gap: 2 }}
      >
        {SPACINGS.map((value) => (
          <Radio key={value} value={value} label={`spacing ${value}`} size="sm" />
        ))}
      </RadioGroup>
    </Box>
  );
}
