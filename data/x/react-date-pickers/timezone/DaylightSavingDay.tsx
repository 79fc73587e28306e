import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Europe/Paris';

function DaylightSavingDayContent() {
  // March 31, 2024: clocks in Paris jump from 02:00 to 03:00.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz('2024-03-31T01:30', ZONE));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Time in Paris, March 31"
          timezone={ZONE}
          value={value}
          onChange={setValue}
          ampm={false}
        />
        <Typography variant="body2" aria-live="polite">
          {value?.isValid()
            ? `${value.tz(ZONE).format('HH:mm')} at UTC offset ${value.tz(ZONE).format('Z')} = ${value.toISOString()}`
            : 'No time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

/**
 * Rendered after hydration only: during the static export the date adapter may see another copy of
 * Day.js than this file, one without the plugins and locales registered here.
 */
export default function DaylightSavingDay() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? (
    <DaylightSavingDayContent />
  ) : (
    <div style={{ minHeight: 120 }} aria-busy="true" />
  );
}
