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
          <Typography variant="subtitle2" component="p">
            Minutes and seconds
          </Typography>
          <div role="group" aria-label="Minutes and seconds">
            <TimeClock views={['minutes', 'seconds']} defaultValue={dayjs('2024-04-17T00:10:40')} />
          </div>
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Hours only
          </Typography>
          <div role="group" aria-label="Hours only">
            <TimeClock views={['hours']} defaultValue={dayjs('2024-04-17T09:00')} />
          </div>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
