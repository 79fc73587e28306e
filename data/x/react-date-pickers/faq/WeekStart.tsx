import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const DAY = dayjs('2024-04-17');

function WeekStartContent() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <div>
        <Typography variant="subtitle2" component="p">
          en: weeks start on Sunday
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
          <DateCalendar defaultValue={DAY} />
        </LocalizationProvider>
      </div>
      <div>
        <Typography variant="subtitle2" component="p">
          en-gb: weeks start on Monday
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <DateCalendar defaultValue={DAY} />
        </LocalizationProvider>
      </div>
    </Stack>
  );
}

/**
 * Rendered after hydration only: during the static export the date adapter may see another copy of
 * Day.js than this file, one without the plugins and locales registered here.
 */
export default function WeekStart() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? <WeekStartContent /> : <div style={{ minHeight: 120 }} aria-busy="true" />;
}
