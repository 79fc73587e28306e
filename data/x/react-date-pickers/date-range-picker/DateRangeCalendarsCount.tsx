import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2024-05-06'), dayjs('2024-05-10')];

export default function DateRangeCalendarsCount() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Stack spacing={2}>
          <StaticDateRangePicker calendars={1} defaultValue={range} />
          <StaticDateRangePicker calendars={3} defaultValue={range} />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
