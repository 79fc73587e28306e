import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

function duration(start: Dayjs | null, end: Dayjs | null): string {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Type both instants';
  }
  const seconds = end.diff(start, 'second');
  if (seconds <= 0) {
    return 'The outage must end after it starts';
  }
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `Outage lasted ${h} h ${m} min ${s} s`;
}

export default function IncidentWindow() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-17T02:14:09'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-04-17T03:02:41'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimeField label="Outage start" format={FORMAT} value={start} onChange={setStart} />
        <DateTimeField
          label="Outage end"
          format={FORMAT}
          value={end}
          onChange={setEnd}
          minDateTime={start?.isValid() ? start : undefined}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {duration(start, end)}
      </Typography>
    </LocalizationProvider>
  );
}
