import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2">disabled</Typography>
          <DigitalClock
            aria-label="Disabled clock"
            defaultValue={dayjs('2024-04-17T08:30')}
            disabled
          />
        </div>
        <div>
          <Typography variant="subtitle2">readOnly</Typography>
          <DigitalClock
            aria-label="Read-only clock"
            defaultValue={dayjs('2024-04-17T08:30')}
            readOnly
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
