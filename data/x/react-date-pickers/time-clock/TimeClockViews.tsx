import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2">Minutes and seconds</Typography>
          <TimeClock
            aria-label="Minutes and seconds"
            views={['minutes', 'seconds']}
            defaultValue={dayjs('2024-04-17T00:07:40')}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Hours only</Typography>
          <TimeClock
            aria-label="Hours only"
            views={['hours']}
            defaultValue={dayjs('2024-04-17T09:00')}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
