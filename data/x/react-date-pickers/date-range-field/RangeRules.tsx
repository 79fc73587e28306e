import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const MAX_NIGHTS = 14;

function rangeError(start: Dayjs | null, end: Dayjs | null): string | null {
  if (!start?.isValid() || !end?.isValid()) {
    return null;
  }
  if (!end.isAfter(start, 'day')) {
    return 'Check-out must be after check-in';
  }
  if (end.diff(start, 'day') > MAX_NIGHTS) {
    return `Stays are limited to ${MAX_NIGHTS} nights`;
  }
  return null;
}

export default function RangeRules() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-05-08'));
  const error = rangeError(start, end);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Check-in" value={start} onChange={setStart} disablePast={false} />
        <DateField
          label="Check-out"
          value={end}
          onChange={setEnd}
          slotProps={{
            textField: {
              error: error !== null,
              helperText: error ?? `Up to ${MAX_NIGHTS} nights`,
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
