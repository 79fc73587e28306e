import * as React from 'react';
import moment, { type Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function MomentUtc() {
  // `moment.utc` creates a moment in UTC mode: no plugin is needed for UTC.
  const [value, setValue] = React.useState<Moment | null>(moment.utc('2024-04-17T23:30:00Z'));
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="en">
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Nightly build (UTC)"
          value={value}
          onChange={setValue}
          ampm={false}
        />
        <Typography variant="body2" aria-live="polite">
          {value?.isValid()
            ? `${value.toISOString()} (UTC mode: ${value.isUTC() ? 'yes' : 'no'})`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
