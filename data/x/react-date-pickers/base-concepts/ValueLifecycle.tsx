import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null: no value';
  }
  if (!value.isValid()) {
    return 'an invalid Dayjs object: the user is still typing';
  }
  return `a valid Dayjs object: ${value.format('dddd, MMMM D, YYYY')}`;
}

export default function ValueLifecycle() {
  // The server sends strings; the picker works with Dayjs objects.
  const fromServer = '2024-04-17';
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(fromServer));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker label="Delivery date" value={value} onChange={setValue} />
        <Typography variant="body2" aria-live="polite">
          The value is {describe(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
