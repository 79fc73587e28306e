import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function MonthYearPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YYYY"
          defaultValue={dayjs('2026-09-01')}
        />
        <DatePicker label="Year only" views={['year']} defaultValue={dayjs('2024-01-01')} />
        <DatePicker label="Opens on year" openTo="year" defaultValue={dayjs('2024-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
