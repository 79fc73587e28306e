import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function BasicCheckboxes() {
  return (
    <Stack spacing={1.5}>
      <Checkbox label="Email me about new releases" defaultChecked />
      <Checkbox label="Soft variant" variant="soft" defaultChecked />
      <Checkbox label="Success color" color="success" defaultChecked />
      <Checkbox label="Large size" size="lg" />
      <Checkbox label="Disabled" disabled />
    </Stack>
  );
}
