import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Any tag the browser's Intl API knows: Luxon needs no locale files.
const LOCALES = ['fr', 'es-MX', 'ko', 'hi'] as const;
type Locale = (typeof LOCALES)[number];

export default function LuxonLocale() {
  const [locale, setLocale] = React.useState<Locale>('fr');
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-10-03T16:45', { zone: 'utc' }),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(_event, next: Locale | null) => next && setLocale(next)}
          aria-label="Adapter locale"
        >
          {LOCALES.map((tag) => (
            <ToggleButton key={tag} value={tag}>
              {tag}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateTimePicker label="Appointment" value={value} onChange={setValue} />
        <Typography variant="body2" aria-live="polite">
          {value?.isValid
            ? value.setLocale(locale).toLocaleString(DateTime.DATETIME_HUGE)
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
