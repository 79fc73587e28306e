import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ControlledDateRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-09-02'),
    dayjs('2024-09-06'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateRangeField defaultValue={[dayjs('2024-09-02'), dayjs('2024-09-06')]} />
        <MultiInputDateRangeField value={value} onChange={setValue} />
      </Stack>
      <p>
        Controlled value:{' '}
        {value
          .map((item) => (item && item.isValid() ? item.format('YYYY-MM-DD') : 'none'))
          .join(' → ')}
      </p>
    </LocalizationProvider>
  );
}
