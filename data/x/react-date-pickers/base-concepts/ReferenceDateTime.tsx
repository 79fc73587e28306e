import dayjs from 'dayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Typing only the minutes keeps the hour of the reference date.

export default function ReferenceDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker label="Starts from 09:00" referenceDate={dayjs('2024-04-17T09:00')} />
    </LocalizationProvider>
  );
}
