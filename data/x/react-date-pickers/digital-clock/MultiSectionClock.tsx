import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function MultiSectionClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T14:35:10'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <div role="group" aria-labelledby="race-time">
          <Typography id="race-time" variant="subtitle2" component="p">
            Race start, to 5 seconds
          </Typography>
          <MultiSectionDigitalClock
            value={value}
            onChange={setValue}
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ minutes: 5, seconds: 5 }}
            ampm={false}
          />
        </div>
        <Stack spacing={2}>
          <TimePicker label="Default desktop view" value={value} onChange={setValue} />
          <TimePicker
            label="Analog clock on desktop"
            value={value}
            onChange={setValue}
            viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
