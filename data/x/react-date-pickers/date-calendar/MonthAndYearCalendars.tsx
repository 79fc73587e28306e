import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [value, setValue] = React.useState<Dayjs>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <MonthCalendar value={value} onChange={(month: Dayjs) => setValue(month)} />
        <YearCalendar
          value={value}
          onChange={(year: Dayjs) => setValue(year)}
          minDate={dayjs('2015-01-01')}
          maxDate={dayjs('2030-12-31')}
        />
      </Stack>
      <p>Period: {value.format('MMMM YYYY')}</p>
    </LocalizationProvider>
  );
}
