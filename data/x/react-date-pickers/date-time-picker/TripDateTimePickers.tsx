import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function TripDateTimePickers() {
  const [outbound, setOutbound] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:45'));
  const [ret, setRet] = React.useState<Dayjs | null>(dayjs('2024-04-20T18:10'));
  const hours =
    outbound && ret && ret.isValid() && outbound.isValid() ? ret.diff(outbound, 'hour') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <DateTimePicker
          label="Outbound"
          value={outbound}
          onChange={setOutbound}
          minDateTime={dayjs('2024-04-15T00:00')}
          ampm={false}
        />
        <DateTimePicker
          label="Return"
          value={ret}
          onChange={setRet}
          minDateTime={outbound ?? undefined}
          maxDateTime={dayjs('2024-06-30T23:59')}
          ampm={false}
        />
      </Stack>
      <p>
        {hours !== null && hours >= 0
          ? `Trip length: ${hours} hours`
          : 'Pick a return after the outbound trip.'}
      </p>
    </LocalizationProvider>
  );
}
