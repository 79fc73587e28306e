import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ControlledTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T14:45'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <TimeField label="Uncontrolled" defaultValue={dayjs('2024-04-17T14:45')} />
        <TimeField label="Controlled" value={value} onChange={setValue} />
      </Stack>
      <p>
        Controlled value: {value && value.isValid() ? value.format('HH:mm') : 'none or incomplete'}
      </p>
    </LocalizationProvider>
  );
}
