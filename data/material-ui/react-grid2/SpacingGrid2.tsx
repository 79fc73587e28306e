import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Grid from '@mui/material/Unstable_Grid2';

const steps = [0, 0.5, 1, 2, 3, 4, 8];

export default function SpacingGrid2() {
  const [spacing, setSpacing] = React.useState(2);
  const id = React.useId();
  return (
    <Stack spacing={2}>
      <Grid container justifyContent="center" spacing={spacing}>
        {[0, 1, 2].map((value) => (
          <Grid key={value}>
            <Paper sx={{ height: 100, width: 70, bgcolor: 'action.selected' }} />
          </Grid>
        ))}
      </Grid>
      <FormControl>
        <FormLabel id={id}>spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby={id}
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}
        >
          {steps.map((step) => (
            <FormControlLabel
              key={step}
              value={String(step)}
              control={<Radio />}
              label={String(step)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
