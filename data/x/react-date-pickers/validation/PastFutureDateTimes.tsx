import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A reminder in 2020 is in the past: the field shows the error.
export default function PastFutureDateTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateTimePicker
          label="Reminder (future only)"
          disablePast
          defaultValue={dayjs('2020-01-06T09:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
