import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InnerHtmlInput() {
  return (
    <Stack spacing={1.5} sx={{ width: 260, maxWidth: '100%' }}>
      <Input
        type="number"
        defaultValue={3}
        slotProps={{ input: { min: 1, max: 10, step: 1, 'aria-label': 'Guests, 1 to 10' } }}
      />
      <Input
        type="date"
        defaultValue="2024-06-01"
        slotProps={{
          input: { min: '2024-06-01', max: '2024-06-30', 'aria-label': 'Date in June 2024' },
        }}
      />
    </Stack>
  );
}
