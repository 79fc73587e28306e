import * as React from 'react';
import moment, { type Moment } from 'moment';
import 'moment/locale/ja';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Loading a locale file makes it Moment's global locale: keep the rest of the app in English.
moment.locale('en');

export default function MomentLocale() {
  const [value, setValue] = React.useState<Moment | null>(moment('2024-10-03T09:15'));
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="ja">
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DatePicker label="予約日" value={value} onChange={setValue} />
        <TimePicker label="時刻" value={value} onChange={setValue} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {value?.isValid() ? value.clone().locale('ja').format('LLLL') : '日付なし'}
      </Typography>
    </LocalizationProvider>
  );
}
