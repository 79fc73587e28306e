import dayjs from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// No value: the calendar opens on February 2022 instead of today's month.

export default function ReferenceDateCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar referenceDate={dayjs('2022-02-01')} views={['year', 'month', 'day']} />
    </LocalizationProvider>
  );
}
