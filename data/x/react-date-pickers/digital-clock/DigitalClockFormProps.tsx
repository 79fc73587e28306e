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
          <Typography variant="subtitle2" component="p">
            disabled
          </Typography>
          <div role="group" aria-label="Disabled clock">
            <DigitalClock defaultValue={dayjs('2024-04-17T08:30')} disabled />
          </div>
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            readOnly
          </Typography>
          <div role="group" aria-label="Read-only clock">
            <DigitalClock defaultValue={dayjs('2024-04-17T08:30')} readOnly />
          </div>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
