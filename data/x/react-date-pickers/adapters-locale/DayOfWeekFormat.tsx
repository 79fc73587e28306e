import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Two-letter week day names (Mo, Tu, …) instead of one letter.

export default function DayOfWeekFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateCalendar
          defaultValue={dayjs('2024-04-17')}
          dayOfWeekFormatter={(_day, date) => date.format('dd')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
