import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledCheckbox() {
  const [checked, setChecked] = React.useState(true);
  return (
    <Stack>
      <FormControlLabel
        control={
          <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        }
        label="Email me a weekly summary"
      />
      <Typography variant="body2" color="text.secondary">
        State: {checked ? 'subscribed' : 'not subscribed'}
      </Typography>
    </Stack>
  );
}
