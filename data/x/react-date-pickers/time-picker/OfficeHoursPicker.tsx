import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function OfficeHoursPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T09:15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <TimePicker
          label="Meeting (09:00–17:00)"
          value={value}
          onChange={setValue}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          minTime={dayjs('2024-04-17T09:00')}
          maxTime={dayjs('2024-04-17T17:00')}
          skipDisabled
        />
        <TimePicker
          label="Analogue clock"
          defaultValue={dayjs('2024-04-17T16:20')}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
