import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function length(start: Dayjs | null, end: Dayjs | null): string {
  if (!start?.isValid() || !end?.isValid() || !end.isAfter(start)) {
    return 'Choose a return after the pick-up';
  }
  const hours = end.diff(start, 'hour');
  return `${Math.floor(hours / 24)} days and ${hours % 24} hours`;
}

export default function RentalPeriod() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-19T18:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-04-22T09:00'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker label="Pick-up" value={start} onChange={setStart} openTo="day" />
        <DateTimePicker
          label="Return"
          value={end}
          onChange={setEnd}
          openTo="hours"
          minDateTime={start?.isValid() ? start : undefined}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {length(start, end)}
      </Typography>
    </LocalizationProvider>
  );
}
