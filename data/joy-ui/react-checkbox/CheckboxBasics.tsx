import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CheckboxBasics() {
  const [checked, setChecked] = React.useState(false);
  return (
    <Stack spacing={1}>
      <Checkbox
        label="Remember me on this device"
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <Typography level="body-sm">checked: {String(checked)}</Typography>
    </Stack>
  );
}
