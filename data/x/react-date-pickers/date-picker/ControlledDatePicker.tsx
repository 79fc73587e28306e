import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ControlledDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }}>
        <DatePicker label="Controlled" value={value} onChange={setValue} />
        <DatePicker label="Uncontrolled" defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Disabled" defaultValue={dayjs('2024-04-17')} disabled />
      </Stack>
      <p>
        Controlled value:{' '}
        {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'invalid date'}
      </p>
    </LocalizationProvider>
  );
}
