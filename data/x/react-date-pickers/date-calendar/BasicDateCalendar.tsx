import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDateCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={value}
        onChange={setValue}
        views={['year', 'month', 'day']}
        minDate={dayjs('2024-01-01')}
        maxDate={dayjs('2024-12-31')}
      />
      <p style={{ textAlign: 'center' }}>Selected: {value?.format('D MMMM YYYY') ?? 'none'}</p>
    </LocalizationProvider>
  );
}
