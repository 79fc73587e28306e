import * as React from 'react';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

export default function BasicSwitch() {
  const [enabled, setEnabled] = React.useState(true);
  return (
    <Stack spacing={2}>
      <FormControl orientation="horizontal" sx={{ width: 300, justifyContent: 'space-between' }}>
        <div>
          <FormLabel>Notifications</FormLabel>
          <FormHelperText>{enabled ? 'You will be notified.' : 'Muted.'}</FormHelperText>
        </div>
        <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
      </FormControl>
      <Stack direction="row" spacing={2}>
        <Switch defaultChecked color="success" slotProps={{ input: { 'aria-label': 'Success' } }} />
        <Switch variant="soft" defaultChecked slotProps={{ input: { 'aria-label': 'Soft' } }} />
        <Switch size="lg" slotProps={{ input: { 'aria-label': 'Large' } }} />
        <Switch disabled slotProps={{ input: { 'aria-label': 'Disabled' } }} />
      </Stack>
    </Stack>
  );
}
