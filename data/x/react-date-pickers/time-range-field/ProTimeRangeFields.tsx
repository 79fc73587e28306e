import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ProTimeRangeFields() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-01-15T09:00'),
    dayjs('2024-01-15T17:30'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputTimeRangeField label="Shift" value={shift} onChange={setShift} ampm={false} />
        <MultiInputTimeRangeField
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }),
          }}
          value={shift}
          onChange={setShift}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
