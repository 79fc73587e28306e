import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Only leap years can be chosen.
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export default function DisableYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker
          label="Leap day"
          views={['year']}
          shouldDisableYear={(year) => !isLeap(year.year())}
          defaultValue={dayjs('2024-01-01')}
          minDate={dayjs('2000-01-01')}
          maxDate={dayjs('2040-12-31')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
