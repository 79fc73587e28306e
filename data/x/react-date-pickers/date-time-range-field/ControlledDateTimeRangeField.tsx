import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ControlledDateTimeRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-09-02T09:00'),
    dayjs('2024-09-04T17:30'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateTimeRangeField
          defaultValue={[dayjs('2024-09-02T09:00'), dayjs('2024-09-04T17:30')]}
        />
        <MultiInputDateTimeRangeField value={value} onChange={setValue} />
      </Stack>
      <p>
        Controlled value:{' '}
        {value
          .map((item) => (item && item.isValid() ? item.format('YYYY-MM-DD HH:mm') : 'none'))
          .join(' → ')}
      </p>
    </LocalizationProvider>
  );
}
