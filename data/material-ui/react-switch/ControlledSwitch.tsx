import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [checked, setChecked] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        }
        label="Show weekends"
      />
      <Typography variant="body2" color="text.secondary">
        The calendar shows {checked ? 'seven' : 'five'} days a week.
      </Typography>
    </Stack>
  );
}
