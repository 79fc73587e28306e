import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockTimeStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            Every 15 minutes
          </Typography>
          <div role="group" aria-label="Quarter hours">
            <DigitalClock timeStep={15} defaultValue={dayjs('2024-04-17T10:45')} />
          </div>
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Hours 1, minutes 10
          </Typography>
          <div role="group" aria-label="Ten-minute steps">
            <MultiSectionDigitalClock
              timeSteps={{ hours: 1, minutes: 10 }}
              defaultValue={dayjs('2024-04-17T10:40')}
            />
          </div>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
