import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ControlledDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <DateField label="Uncontrolled" defaultValue={dayjs('2024-04-17')} />
        <DateField label="Controlled" value={value} onChange={setValue} />
      </Stack>
      <p>
        Controlled value:{' '}
        {value && value.isValid() ? value.format('YYYY-MM-DD') : 'none or incomplete'}
      </p>
    </LocalizationProvider>
  );
}
