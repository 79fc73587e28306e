import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Reporting period"
        defaultValue={[dayjs('2024-04-01'), dayjs('2024-06-30')]}
        slots={{ field: SingleInputDateRangeField }}
        sx={{ minWidth: 300 }}
      />
    </LocalizationProvider>
  );
}
