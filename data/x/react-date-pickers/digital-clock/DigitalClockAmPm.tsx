import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function DigitalClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            12 hours
          </Typography>
          <div role="group" aria-label="12-hour clock">
            <DigitalClock defaultValue={dayjs('2024-04-17T15:30')} ampm />
          </div>
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            24 hours
          </Typography>
          <div role="group" aria-label="24-hour clock">
            <DigitalClock defaultValue={dayjs('2024-04-17T15:30')} ampm={false} />
          </div>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
