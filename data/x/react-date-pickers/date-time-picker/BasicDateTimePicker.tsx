import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DateTimePicker label="Publish at" defaultValue={dayjs('2024-04-17T08:30')} />
        <DateTimePicker
          label="24-hour clock"
          ampm={false}
          defaultValue={dayjs('2024-04-17T21:00')}
        />
        <DateTimePicker
          label="Date and hour only"
          views={['year', 'month', 'day', 'hours']}
          defaultValue={dayjs('2024-04-17T14:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
