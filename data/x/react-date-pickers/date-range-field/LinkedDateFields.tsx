import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

/** The same shape as DateRange<Dayjs> of the Pro package. */
type Range = [Dayjs | null, Dayjs | null];

function nights([start, end]: Range): string {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Type both dates';
  }
  const count = end.diff(start, 'day');
  return count > 0 ? `${count} night${count === 1 ? '' : 's'}` : 'The end must be after the start';
}

export default function LinkedDateFields() {
  const [range, setRange] = React.useState<Range>([dayjs('2024-04-17'), dayjs('2024-04-21')]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <DateField
          label="Check-in"
          value={range[0]}
          onChange={(start) => setRange(([, end]) => [start, end])}
        />
        <Box aria-hidden>–</Box>
        <DateField
          label="Check-out"
          value={range[1]}
          minDate={range[0]?.isValid() ? range[0].add(1, 'day') : undefined}
          onChange={(end) => setRange(([start]) => [start, end])}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {nights(range)}
      </Typography>
    </LocalizationProvider>
  );
}
