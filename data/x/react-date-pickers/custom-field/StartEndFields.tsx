import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function StartEndFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-07-08'), dayjs('2024-07-12')]}
        slotProps={{
          // Called once for each input: `position` says which one is being rendered.
          textField: ({ position }) =>
            position === 'start'
              ? { label: 'Check-in', helperText: 'From 3 pm', color: 'success' }
              : { label: 'Check-out', helperText: 'Before 11 am', color: 'warning' },
        }}
      />
    </LocalizationProvider>
  );
}
