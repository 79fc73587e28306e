import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro';

function describe([start, end]: DateRange<Dayjs>): string {
  if (!start) return 'Click a first day.';
  if (!end) return `From ${start.format('MMM D')}: click the last day.`;
  return `${start.format('MMM D')} – ${end.format('MMM D')}`;
}

export default function ProDateRangeCalendar() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-06-10'),
    dayjs('2024-06-14'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar value={range} onChange={setRange} calendars={1} />
      <Typography variant="body2" aria-live="polite">
        {describe(range)}
      </Typography>
    </LocalizationProvider>
  );
}
