import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function SlotProps() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Input
        placeholder="One-time code"
        slotProps={{
          input: {
            'aria-label': 'One-time code',
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: 6,
          },
        }}
      />
      <Select
        placeholder="Pick a timezone"
        slotProps={{
          button: { 'aria-label': 'Timezone' },
          listbox: { placement: 'bottom-start', sx: { maxHeight: 160 } },
        }}
      >
        {[
          'UTC',
          'Europe/Paris',
          'America/New_York',
          'Asia/Tokyo',
          'Australia/Sydney',
          'America/Sao_Paulo',
        ].map((zone) => (
          <Option key={zone} value={zone}>
            {zone}
          </Option>
        ))}
      </Select>
    </Stack>
  );
}
