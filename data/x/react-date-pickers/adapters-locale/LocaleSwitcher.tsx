import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const LOCALES = ['en', 'en-gb', 'de', 'ja'] as const;
type Locale = (typeof LOCALES)[number];

function LocaleSwitcherContent() {
  const [locale, setLocale] = React.useState<Locale>('de');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_, value: Locale | null) => value && setLocale(value)}
        aria-label="Adapter locale"
      >
        {LOCALES.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimeField label="Field" defaultValue={dayjs('2024-04-17T15:30')} />
          <DateCalendar defaultValue={dayjs('2024-04-17')} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}

/**
 * Rendered after hydration only: during the static export the date adapter may see another copy of
 * Day.js than this file, one without the plugins and locales registered here.
 */
export default function LocaleSwitcher() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? <LocaleSwitcherContent /> : <div style={{ minHeight: 120 }} aria-busy="true" />;
}
