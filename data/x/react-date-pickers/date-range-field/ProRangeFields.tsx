import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ProRangeFields() {
  // One value shared by both fields: editing one updates the other.
  const [range, setRange] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-09-02'),
    dayjs('2024-09-06'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateRangeField label="Trip" value={range} onChange={setRange} />
        <MultiInputDateRangeField
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Departure' : 'Return' }),
          }}
          value={range}
          onChange={setRange}
        />
      </Stack>
    </LocalizationProvider>
  );
}
