import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// From 17 April 14:00 to 19 April 12:00: on the first and last day, only part of the hours are allowed.
export default function MinMaxDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateTimePicker
          label="Delivery window"
          minDateTime={dayjs('2024-04-17T14:00')}
          maxDateTime={dayjs('2024-04-19T12:00')}
          defaultValue={dayjs('2024-04-18T09:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
