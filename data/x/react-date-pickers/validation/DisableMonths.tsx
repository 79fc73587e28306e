import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Only December to March can be chosen.
export default function DisableMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker
          label="Ski trip month"
          views={['year', 'month']}
          openTo="month"
          shouldDisableMonth={(month) => month.month() > 2 && month.month() < 11}
          defaultValue={dayjs('2024-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
