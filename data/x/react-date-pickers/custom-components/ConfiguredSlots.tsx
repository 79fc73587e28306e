import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ConfiguredSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        defaultValue={dayjs('2024-04-17')}
        closeOnSelect={false}
        slotProps={{
          textField: { variant: 'filled', helperText: 'The first day of the contract' },
          toolbar: { hidden: true },
          actionBar: { actions: ['clear', 'today', 'accept'] },
          day: { sx: { fontWeight: 500 } },
        }}
      />
    </LocalizationProvider>
  );
}
