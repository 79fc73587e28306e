import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function RangeCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            disabled
          </Typography>
          <DateRangeCalendar
            calendars={1}
            disabled
            defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
          />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            readOnly
          </Typography>
          <DateRangeCalendar
            calendars={1}
            readOnly
            defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
