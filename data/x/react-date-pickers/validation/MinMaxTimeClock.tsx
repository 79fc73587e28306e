import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function MinMaxTimeClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimeClock
          aria-label="Shift start"
          minTime={dayjs('2024-04-17T06:00')}
          maxTime={dayjs('2024-04-17T14:00')}
          defaultValue={dayjs('2024-04-17T07:00')}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
