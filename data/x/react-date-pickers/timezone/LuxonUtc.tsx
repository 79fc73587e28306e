import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function LuxonUtc() {
  // A DateTime created in the `utc` zone: the picker shows and edits it in UTC.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-04-17T23:30:00Z', { zone: 'utc' }),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Nightly build (UTC)"
          value={value}
          onChange={setValue}
          ampm={false}
        />
        <Typography variant="body2" aria-live="polite">
          {value?.isValid ? `${value.toISO()} (zone: ${value.zoneName})` : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
