import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

function SupportedTimezonesContent() {
  const instant = dayjs.utc('2024-04-17T15:00:00Z');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        {['default', 'system', 'UTC', 'Asia/Kolkata'].map((zone) => (
          <DateTimePicker
            key={zone}
            label={`timezone="${zone}"`}
            timezone={zone}
            defaultValue={instant}
            ampm={false}
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}

/** Rendered after hydration only, like the other time zone demos: the zones of the server and of the browser differ. */
export default function SupportedTimezones() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? (
    <SupportedTimezonesContent />
  ) : (
    <div style={{ minHeight: 80 }} aria-busy="true" />
  );
}
