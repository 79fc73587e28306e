import Input from '@mui/material/Input';
import Stack from '@mui/material/Stack';

export default function Inputs() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Input placeholder="Plain input" inputProps={{ 'aria-label': 'Plain input' }} />
      <Input defaultValue="Disabled" disabled inputProps={{ 'aria-label': 'Disabled input' }} />
      <Input defaultValue="Invalid" error inputProps={{ 'aria-label': 'Invalid input' }} />
    </Stack>
  );
}
