import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

export default function SwitchControlled() {
  const [checked, setChecked] = React.useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Switch
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        slotProps={{ input: { 'aria-label': 'Dark room mode' } }}
      />
      <Typography level="body-sm">Dark room mode is {checked ? 'on' : 'off'}.</Typography>
    </Stack>
  );
}
