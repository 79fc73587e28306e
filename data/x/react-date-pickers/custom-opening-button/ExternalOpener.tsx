import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ExternalOpener() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <DatePicker
          label="Appointment"
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          disableOpenPicker
        />
        <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
          Reschedule
        </Link>
      </Stack>
    </LocalizationProvider>
  );
}
