import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function ControlledDigitalClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T08:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div role="group" aria-label="Uncontrolled">
          <DigitalClock defaultValue={dayjs('2024-04-17T08:30')} />
        </div>
        <div role="group" aria-label="Controlled">
          <DigitalClock value={value} onChange={setValue} />
        </div>
      </Stack>
      <p>Controlled value: {value ? value.format('HH:mm') : 'none'}</p>
    </LocalizationProvider>
  );
}
