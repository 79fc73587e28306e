import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DateControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker label="Uncontrolled" defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Controlled" value={value} onChange={setValue} />
      </Stack>
      <p>Controlled value: {value && value.isValid() ? value.format('YYYY-MM-DD') : 'none'}</p>
    </LocalizationProvider>
  );
}
