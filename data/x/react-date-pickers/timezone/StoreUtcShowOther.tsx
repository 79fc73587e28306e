import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

function StoreUtcShowOtherContent() {
  // Stored in UTC, always shown and edited in the venue's zone, wherever the user is.
  const [stored, setStored] = React.useState('2024-04-17T15:00:00.000Z');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Concert (Tokyo time)"
        timezone="Asia/Tokyo"
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
export default function StoreUtcShowOther() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? (
    <StoreUtcShowOtherContent />
  ) : (
    <div style={{ minHeight: 80 }} aria-busy="true" />
  );
}
