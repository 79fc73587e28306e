import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function MinMaxTimeClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <div role="group" aria-label="Shift start">
          <TimeClock
            minTime={dayjs('2024-04-17T06:00')}
            maxTime={dayjs('2024-04-17T14:00')}
            defaultValue={dayjs('2024-04-17T07:00')}
            ampm={false}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
