import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

function FrenchPickersContent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} lang="fr">
        <DatePicker
          label="Date de livraison"
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
        <TimePicker label="Heure" defaultValue={dayjs('2024-04-17T14:30')} />
      </Stack>
    </LocalizationProvider>
  );
}

/**
 * Rendered after hydration only: during the static export the date adapter may see another copy of
 * Day.js than this file, one without the plugins and locales registered here.
 */
export default function FrenchPickers() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? <FrenchPickersContent /> : <div style={{ minHeight: 120 }} aria-busy="true" />;
}
