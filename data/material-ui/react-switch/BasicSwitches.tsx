import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <Stack direction="row" spacing={1}>
      <Switch defaultChecked inputProps={{ 'aria-label': 'Autosave' }} />
      <Switch inputProps={{ 'aria-label': 'Spell check' }} />
      <Switch disabled defaultChecked inputProps={{ 'aria-label': 'Sync (locked on)' }} />
      <Switch disabled inputProps={{ 'aria-label': 'Beta features (unavailable)' }} />
    </Stack>
  );
}
