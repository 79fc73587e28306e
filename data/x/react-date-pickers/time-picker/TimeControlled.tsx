import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T09:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimePicker label="Uncontrolled" defaultValue={dayjs('2024-04-17T09:30')} />
        <TimePicker label="Controlled" value={value} onChange={setValue} />
      </Stack>
      <p>Controlled value: {value && value.isValid() ? value.format('HH:mm') : 'none'}</p>
    </LocalizationProvider>
  );
}
