import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function ControlledDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T14:45'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <DateTimeField label="Uncontrolled" defaultValue={dayjs('2024-04-17T14:45')} />
        <DateTimeField label="Controlled" value={value} onChange={setValue} />
      </Stack>
      <p>
        Controlled value:{' '}
        {value && value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'none or incomplete'}
      </p>
    </LocalizationProvider>
  );
}
