import * as React from 'react';
import moment, { type Moment } from 'moment-jalaali';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Persian month names for the `fa` locale the adapter uses, with Latin digits. `loadPersian` also
// makes `fa` Moment's global locale: the rest of the application goes back to English.
moment.loadPersian({ dialect: 'persian-modern', usePersianDigits: false });
moment.locale('en');

export default function JalaliMoment() {
  // moment-jalaali parses Jalali dates with its `j` tokens: 13 Farvardin 1403.
  const [value, setValue] = React.useState<Moment | null>(moment('1403/1/13', 'jYYYY/jM/jD'));
  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack spacing={1} alignItems="flex-start">
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2" aria-live="polite">
          {value?.isValid()
            ? `${value.clone().locale('en').format('jYYYY/jMM/jDD')} is ${value.clone().locale('en').format('YYYY-MM-DD')} in the Gregorian calendar`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
