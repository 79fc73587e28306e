import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A fixed "today" keeps the demo the same whenever it is read.
const TODAY = dayjs('2024-04-17');
const HOLIDAYS = ['2024-05-01', '2024-05-08'];

const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || HOLIDAYS.includes(day.format('YYYY-MM-DD'));

export default function BusinessDaysPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        defaultValue={TODAY.add(1, 'day')}
        referenceDate={TODAY}
        minDate={TODAY}
        maxDate={TODAY.add(60, 'day')}
        shouldDisableDate={isClosed}
        slotProps={{ textField: { helperText: 'Working days in the next 60 days' } }}
      />
    </LocalizationProvider>
  );
}
