import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerMinutesSeconds() {
  // A lap time: minutes and seconds, no hours.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Lap time"
        views={['minutes', 'seconds']}
        format="mm:ss"
        defaultValue={dayjs('2024-04-17T00:04:12')}
      />
    </LocalizationProvider>
  );
}
