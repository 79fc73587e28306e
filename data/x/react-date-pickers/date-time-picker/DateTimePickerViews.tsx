import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateTimePicker
          label="Day and hour"
          views={['day', 'hours']}
          defaultValue={dayjs('2024-04-17T15:00')}
        />
        <DateTimePicker
          label="Opens on the year"
          openTo="year"
          views={['year', 'month', 'day', 'hours', 'minutes']}
          defaultValue={dayjs('2024-04-17T15:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
