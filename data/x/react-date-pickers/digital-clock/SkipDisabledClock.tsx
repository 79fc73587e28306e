import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const open = dayjs('2024-04-17T09:00');
const close = dayjs('2024-04-17T17:00');

export default function SkipDisabledClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            Disabled times greyed
          </Typography>
          <div role="group" aria-label="Opening hours, greyed">
            <DigitalClock minTime={open} maxTime={close} defaultValue={dayjs('2024-04-17T11:00')} />
          </div>
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Disabled times skipped
          </Typography>
          <div role="group" aria-label="Opening hours, skipped">
            <DigitalClock
              minTime={open}
              maxTime={close}
              skipDisabled
              defaultValue={dayjs('2024-04-17T11:00')}
            />
          </div>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
