import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const PRESETS: { label: string; end: (start: Dayjs) => Dayjs }[] = [
  { label: '2 hours', end: (start) => start.add(2, 'hour') },
  { label: '1 day', end: (start) => start.add(1, 'day') },
  {
    label: 'Weekend',
    // Until the next Monday at 09:00.
    end: (start) =>
      start
        .add((8 - start.day()) % 7 || 7, 'day')
        .hour(9)
        .minute(0),
  },
];

export default function PresetDurations() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-19T17:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-04-19T19:00'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimePicker label="Start" value={start} onChange={setStart} />
          <DateTimePicker
            label="End"
            value={end}
            onChange={setEnd}
            minDateTime={start?.isValid() ? start : undefined}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          {PRESETS.map((preset) => (
            <Button
              key={preset.label}
              size="small"
              variant="outlined"
              disabled={!start?.isValid()}
              onClick={() => start && setEnd(preset.end(start))}
            >
              {preset.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
