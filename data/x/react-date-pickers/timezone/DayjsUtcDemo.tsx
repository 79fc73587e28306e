import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

function DayjsUtcDemoContent() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T23:30:00Z'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Cut-off (UTC)"
        timezone="UTC"
        value={value}
        onChange={setValue}
        ampm={false}
      />
      <p>Stored: {value?.isValid() ? value.toISOString() : 'none'}</p>
    </LocalizationProvider>
  );
}

/** Rendered after hydration only, like the other time zone demos: the zones of the server and of the browser differ. */
export default function DayjsUtcDemo() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? <DayjsUtcDemoContent /> : <div style={{ minHeight: 80 }} aria-busy="true" />;
}
