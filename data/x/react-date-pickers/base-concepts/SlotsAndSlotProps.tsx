import dayjs from 'dayjs';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function SlotsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        defaultValue={dayjs('2024-04-17')}
        slots={{ openPickerIcon: CalendarMonthIcon }}
        slotProps={{
          textField: { helperText: 'First day of the contract' },
          openPickerButton: { color: 'primary' },
        }}
      />
    </LocalizationProvider>
  );
}
