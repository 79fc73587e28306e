import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimeControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T09:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateTimePicker label="Uncontrolled" defaultValue={dayjs('2024-04-17T09:30')} />
        <DateTimePicker label="Controlled" value={value} onChange={setValue} />
      </Stack>
      <p>
        Controlled value: {value && value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'none'}
      </p>
    </LocalizationProvider>
  );
}
