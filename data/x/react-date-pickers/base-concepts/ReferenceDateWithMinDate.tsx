import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Without a referenceDate, the picker opens on the closest valid date: January 2030.

export default function ReferenceDateWithMinDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Opens in 2030"
        minDate={dayjs('2030-01-01')}
        maxDate={dayjs('2030-12-31')}
      />
    </LocalizationProvider>
  );
}
