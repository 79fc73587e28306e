import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomizedDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        defaultValue={dayjs('2024-04-17')}
        format="DD MMM YYYY"
        slots={{ openPickerIcon: EventIcon }}
        slotProps={{
          textField: { variant: 'filled' },
          day: { sx: { borderRadius: 1 } },
          actionBar: { actions: ['today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
