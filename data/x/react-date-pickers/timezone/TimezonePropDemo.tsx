import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

function TimezonePropDemoContent() {
  const [zone, setZone] = React.useState('Europe/Paris');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T15:00:00Z'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TextField
          select
          size="small"
          label="Display in"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Australia/Sydney'].map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Meeting"
          timezone={zone}
          value={value}
          onChange={setValue}
          ampm={false}
        />
      </Stack>
      <p>The instant does not change: {value?.isValid() ? value.toISOString() : 'none'}</p>
    </LocalizationProvider>
  );
}

/** Rendered after hydration only, like the other time zone demos: the zones of the server and of the browser differ. */
export default function TimezonePropDemo() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? <TimezonePropDemoContent /> : <div style={{ minHeight: 80 }} aria-busy="true" />;
}
