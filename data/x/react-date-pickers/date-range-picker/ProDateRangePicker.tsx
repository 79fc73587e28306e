import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ProDateRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-17'),
    dayjs('2024-04-21'),
  ]);
  const [checkIn, checkOut] = stay;
  const nights = checkIn && checkOut ? checkOut.diff(checkIn, 'day') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Check-in', end: 'Check-out' }}
        value={stay}
        onChange={setStay}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {nights !== null ? `${nights} nights` : 'Choose a check-in and a check-out date.'}
      </Typography>
    </LocalizationProvider>
  );
}
