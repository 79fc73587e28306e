import * as React from 'react';
import 'moment/locale/ar-sa';
import moment, { type Moment } from 'moment-hijri';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

// The adapter formats in Moment's `ar-sa` locale, which a bundler does not load by itself: import
// it before moment-hijri. Both imports make `ar-sa` Moment's global locale; the adapter sets it on
// the dates it creates, so the rest of the application can go back to English.
moment.locale('en');

// moment-hijri's tables end in 1356 and 1499 H: the pickers' defaults (1900 to 2099) reach past them,
// so a Hijri component needs its own bounds, or its year list throws and its navigation stops.
const MIN_DATE = moment('1938-01-01');
const MAX_DATE = moment('2075-12-31');

// The week days' initials of the `ar-sa` locale (ح ن ث ر خ ج س).
const dayOfWeekFormatter = (_day: string, date: Moment) => date.format('dd');

export default function HijriMoment() {
  // moment-hijri parses Hijri dates with its `i` tokens: 1 Ramadan 1445.
  const [value, setValue] = React.useState<Moment | null>(moment('1445/9/1', 'iYYYY/iM/iD'));
  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={2}>
          {/* In 6.20 the field cannot edit Arabic digits from the keyboard: a read-only field
              that opens the calendar in a dialog. */}
          <MobileDatePicker
            label="Date"
            value={value}
            onChange={setValue}
            minDate={MIN_DATE}
            maxDate={MAX_DATE}
            dayOfWeekFormatter={dayOfWeekFormatter}
          />
          <Typography variant="body2" aria-live="polite">
            {value?.isValid()
              ? `Gregorian: ${value.clone().locale('en').format('YYYY-MM-DD')}`
              : 'No valid date'}
          </Typography>
        </Stack>
        <DateCalendar
          value={value}
          onChange={setValue}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          dayOfWeekFormatter={dayOfWeekFormatter}
        />
      </Stack>
    </LocalizationProvider>
  );
}
