import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2024-05-06'), dayjs('2024-05-10')];

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DesktopDateRangePicker
          defaultValue={range}
          localeText={{ start: 'Desktop start', end: 'Desktop end' }}
        />
        <MobileDateRangePicker
          defaultValue={range}
          localeText={{ start: 'Mobile start', end: 'Mobile end' }}
        />
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticDateRangePicker defaultValue={range} calendars={1} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
