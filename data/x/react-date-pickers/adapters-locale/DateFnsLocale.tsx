import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import format from 'date-fns/format';
import de from 'date-fns/locale/de';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateFnsLocale() {
  // date-fns works with native Date objects: the value is a Date, not a wrapper.
  const [value, setValue] = React.useState<Date | null>(new Date(2024, 9, 3));
  return (
    // The locale is an object, passed as it is.
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={2}>
          <DatePicker label="Liefertermin" value={value} onChange={setValue} />
          <Typography variant="body2" aria-live="polite">
            {value && !Number.isNaN(value.getTime())
              ? format(value, 'EEEE, d. MMMM yyyy', { locale: de })
              : 'Kein Datum'}
          </Typography>
        </Stack>
        <DateCalendar value={value} onChange={setValue} />
      </Stack>
    </LocalizationProvider>
  );
}
