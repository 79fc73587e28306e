import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

function StoreUtcShowSystemContent() {
  // The server sends and receives ISO strings in UTC; the user sees their own time.
  const [stored, setStored] = React.useState('2024-04-17T15:00:00.000Z');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Your local time"
        timezone="system"
        value={dayjs.utc(stored)}
        onChange={(value) => {
          if (value?.isValid()) setStored(value.utc().toISOString());
        }}
        ampm={false}
      />
      <p>Stored: {stored}</p>
    </LocalizationProvider>
  );
}

/** Rendered after hydration only, like the other time zone demos: the zones of the server and of the browser differ. */
export default function StoreUtcShowSystem() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? (
    <StoreUtcShowSystemContent />
  ) : (
    <div style={{ minHeight: 80 }} aria-busy="true" />
  );
}
