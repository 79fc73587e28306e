import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const DAY = dayjs('2024-04-17');

export default function CustomFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ monthAndYear: 'MMM YYYY' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={2}>
          <DatePicker label="ISO format" format="YYYY-MM-DD" defaultValue={DAY} />
          <DatePicker label="Long format" format="ddd, MMMM D, YYYY" defaultValue={DAY} />
        </Stack>
        <DateCalendar defaultValue={DAY} dayOfWeekFormatter={(_day, date) => date.format('dd')} />
      </Stack>
    </LocalizationProvider>
  );
}
