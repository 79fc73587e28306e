import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            disabled
          </Typography>
          <DateCalendar defaultValue={dayjs('2024-04-17')} disabled />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            readOnly
          </Typography>
          <DateCalendar defaultValue={dayjs('2024-04-17')} readOnly />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
