import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Nowruz, the first day of 1403 in the Persian calendar.
const NOWRUZ = new Date(2024, 2, 20);

// The usual initials of the Persian week days (ش ی د س چ پ ج), from the browser's Intl API.
const initial = new Intl.DateTimeFormat('fa-IR', { weekday: 'narrow' });
const dayOfWeekFormatter = (_day: string, date: Date) => initial.format(date);

export default function JalaliDateFns() {
  const [value, setValue] = React.useState<Date | null>(NOWRUZ);
  return (
    // The values are plain Date objects: only their display and arithmetic are Jalali.
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={2}>
          <DatePicker
            label="Date"
            value={value}
            onChange={setValue}
            dayOfWeekFormatter={dayOfWeekFormatter}
          />
          <Typography variant="body2" aria-live="polite">
            Gregorian:{' '}
            {value && !Number.isNaN(value.getTime())
              ? value.toLocaleDateString('en-US', { dateStyle: 'long' })
              : 'none'}
          </Typography>
        </Stack>
        <DateCalendar value={value} onChange={setValue} dayOfWeekFormatter={dayOfWeekFormatter} />
      </Stack>
    </LocalizationProvider>
  );
}
