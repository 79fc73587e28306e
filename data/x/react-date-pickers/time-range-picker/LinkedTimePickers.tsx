import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

type Range = [Dayjs | null, Dayjs | null];

export default function LinkedTimePickers() {
  const [[start, end], setRange] = React.useState<Range>([
    dayjs('2024-04-17T09:00'),
    dayjs('2024-04-17T17:30'),
  ]);

  const changeStart = (next: Dayjs | null) =>
    setRange(([previousStart, previousEnd]) => {
      if (next?.isValid() && previousStart?.isValid() && previousEnd?.isValid()) {
        // Keep the duration when the start moves past the end.
        if (!previousEnd.isAfter(next)) {
          return [next, next.add(previousEnd.diff(previousStart, 'minute'), 'minute')];
        }
      }
      return [next, previousEnd];
    });

  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Opens" value={start} onChange={changeStart} minutesStep={15} />
        <TimePicker
          label="Closes"
          value={end}
          onChange={(next) => setRange(([current]) => [current, next])}
          minTime={start?.isValid() ? start.add(15, 'minute') : undefined}
          minutesStep={15}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {minutes !== null && minutes > 0
          ? `Open ${Math.floor(minutes / 60)} h ${minutes % 60} min`
          : 'Closing time must be after opening time'}
      </Typography>
    </LocalizationProvider>
  );
}
