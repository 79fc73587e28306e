import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function LinkedDatePickers() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-04-21'));
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Check-in" value={start} onChange={setStart} maxDate={end ?? undefined} />
        <DatePicker
          label="Check-out"
          value={end}
          onChange={setEnd}
          minDate={start ? start.add(1, 'day') : undefined}
          referenceDate={start ?? undefined}
        />
      </Stack>
      <p>{nights !== null && nights > 0 ? `${nights} nights` : 'Choose both dates.'}</p>
    </LocalizationProvider>
  );
}
