import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DateRange } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ControlledDateRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-05-06'),
    dayjs('2024-05-10'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          defaultValue={[dayjs('2024-05-06'), dayjs('2024-05-10')]}
          localeText={{ start: 'Uncontrolled start', end: 'Uncontrolled end' }}
        />
        <DateRangePicker
          value={value}
          onChange={setValue}
          localeText={{ start: 'Controlled start', end: 'Controlled end' }}
        />
      </Stack>
      <p>
        Controlled value:{' '}
        {value.map((day) => (day ? day.format('YYYY-MM-DD') : 'null')).join(' → ')}
      </p>
    </LocalizationProvider>
  );
}
