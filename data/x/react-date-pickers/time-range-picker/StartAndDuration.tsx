import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const DURATIONS = [15, 30, 45, 60, 90];

export default function StartAndDuration() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:00'));
  const [duration, setDuration] = React.useState(45);
  const end = start?.isValid() ? start.add(duration, 'minute') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Start"
          value={start}
          onChange={setStart}
          timeSteps={{ minutes: 15 }}
          // 96 quarter hours in a day: the desktop picker lists them in one digital clock column.
          thresholdToRenderTimeInASingleColumn={96}
        />
        <TextField
          select
          SelectProps={{ native: true }}
          label="Duration"
          value={duration}
          onChange={(event) => setDuration(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} min
            </option>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {start && end
          ? `${start.format('h:mm A')} – ${end.format('h:mm A')}`
          : 'Choose a start time'}
      </Typography>
    </LocalizationProvider>
  );
}
