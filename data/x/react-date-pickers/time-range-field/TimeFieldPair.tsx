import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const DAY = dayjs('2024-04-17');

export default function TimeFieldPair() {
  const [range, setRange] = React.useState<[Dayjs | null, Dayjs | null]>([
    DAY.hour(9),
    DAY.hour(17).minute(30),
  ]);
  const [start, end] = range;
  const valid = start?.isValid() && end?.isValid() && end.isAfter(start);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TimeField
          label="From"
          value={start}
          referenceDate={DAY}
          ampm={false}
          onChange={(next) => setRange(([, current]) => [next, current])}
        />
        <Box aria-hidden>–</Box>
        <TimeField
          label="To"
          value={end}
          referenceDate={DAY}
          ampm={false}
          minTime={start?.isValid() ? start : undefined}
          onChange={(next) => setRange(([current]) => [current, next])}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {valid && start && end
          ? `${end.diff(start, 'minute')} minutes`
          : 'The end time must be after the start time'}
      </Typography>
    </LocalizationProvider>
  );
}
