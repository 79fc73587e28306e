import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState(2);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Grid container spacing={spacing}>
        {['A', 'B', 'C', 'D', 'E', 'F'].map((label) => (
          <Grid key={label} xs={4}>
            <Box
              sx={{
                height: 48,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {label}
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box
        component="fieldset"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, border: 0, p: 0, m: 0 }}
      >
        <legend>spacing</legend>
        {[0, 1, 2, 4].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="grid-spacing"
              checked={spacing === value}
              onChange={() => setSpacing(value)}
            />{' '}
            {value}
          </label>
        ))}
      </Box>
    </Box>
  );
}
