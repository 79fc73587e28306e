import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerSeconds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Log entry at"
        views={['year', 'day', 'hours', 'minutes', 'seconds']}
        defaultValue={dayjs('2024-04-17T15:42:08')}
      />
    </LocalizationProvider>
  );
}
