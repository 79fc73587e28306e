import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const DAY = dayjs('2024-04-17');

export default function DigitalClockSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <div role="group" aria-labelledby="every-half-hour">
          <Typography id="every-half-hour" variant="subtitle2" component="p">
            Every 30 minutes
          </Typography>
          <DigitalClock defaultValue={DAY.hour(10)} />
        </div>
        <div role="group" aria-labelledby="clinic-slots">
          <Typography id="clinic-slots" variant="subtitle2" component="p">
            Clinic slots, 20 minutes, 9:00–12:00
          </Typography>
          <DigitalClock
            timeStep={20}
            minTime={DAY.hour(9)}
            maxTime={DAY.hour(12)}
            skipDisabled
            ampm={false}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
