import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-06-03'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker
          label="Follow-up (clear button)"
          value={value}
          onChange={setValue}
          slotProps={{ field: { clearable: true } }}
        />
        <DatePicker
          label="Follow-up (action bar)"
          value={value}
          onChange={setValue}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
      </Stack>
      <p>Value: {value ? value.format('YYYY-MM-DD') : 'cleared'}</p>
    </LocalizationProvider>
  );
}
