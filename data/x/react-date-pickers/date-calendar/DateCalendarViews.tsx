import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div role="group" aria-label="Year and month">
          <DateCalendar
            views={['year', 'month']}
            openTo="month"
            defaultValue={dayjs('2024-04-17')}
          />
        </div>
        <div role="group" aria-label="Day only">
          <DateCalendar views={['day']} defaultValue={dayjs('2024-04-17')} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
