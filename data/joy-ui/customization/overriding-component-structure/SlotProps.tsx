import * as React from 'react';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function SlotProps() {
  const [open, setOpen] = React.useState(false);
  const listboxId = React.useId();
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
        listboxId={listboxId}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        slotProps={{
          // The listbox is only in the page while open: the button references it only then.
          button: { 'aria-label': 'Timezone', 'aria-controls': open ? listboxId : undefined },
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
