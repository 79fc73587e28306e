import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MinMaxDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker
          label="Check-in (summer season)"
          minDate={dayjs('2024-06-01')}
          maxDate={dayjs('2024-09-30')}
          defaultValue={dayjs('2024-07-14')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
