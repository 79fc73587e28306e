import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo'];

function SameInstantThreeZonesContent() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T15:00:00Z'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        {ZONES.map((zone) => (
          <DateTimePicker
            key={zone}
            label={zone}
            timezone={zone}
            value={value}
            onChange={setValue}
            ampm={false}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        Stored instant: {value?.isValid() ? value.toISOString() : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}

/**
 * Rendered after hydration only: during the static export the date adapter may see another copy of
 * Day.js than this file, one without the plugins and locales registered here.
 */
export default function SameInstantThreeZones() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? (
    <SameInstantThreeZonesContent />
  ) : (
    <div style={{ minHeight: 120 }} aria-busy="true" />
  );
}
