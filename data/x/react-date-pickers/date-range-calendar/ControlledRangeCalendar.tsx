import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ControlledRangeCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-17'),
    dayjs('2024-04-21'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar calendars={1} value={value} onChange={setValue} />
      <p>{value.map((day) => (day ? day.format('D MMM') : '…')).join(' – ')}</p>
    </LocalizationProvider>
  );
}
