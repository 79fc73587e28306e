import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <Input placeholder="Outlined (default)" slotProps={{ input: { 'aria-label': 'Outlined' } }} />
      <Input variant="soft" placeholder="Soft" slotProps={{ input: { 'aria-label': 'Soft' } }} />
      <Input variant="solid" placeholder="Solid" slotProps={{ input: { 'aria-label': 'Solid' } }} />
      <Input variant="plain" placeholder="Plain" slotProps={{ input: { 'aria-label': 'Plain' } }} />
      <Input
        startDecorator="$"
        endDecorator="USD"
        type="number"
        defaultValue={25}
        slotProps={{ input: { 'aria-label': 'Amount', min: 0 } }}
      />
    </Stack>
  );
}
