import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicFields() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1990-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateField
          label="Birth date"
          value={birthDate}
          onChange={setBirthDate}
          maxDate={dayjs('2024-04-17')}
        />
        <TimeField label="Alarm" defaultValue={dayjs('2024-04-17T06:30')} ampm={false} />
        <DateTimeField label="Deadline" defaultValue={dayjs('2024-04-17T17:00')} />
        <div>
          Age on 17 April 2024:{' '}
          {birthDate?.isValid() ? dayjs('2024-04-17').diff(birthDate, 'year') : '—'}
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
