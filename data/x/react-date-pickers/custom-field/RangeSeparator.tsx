import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const STAY = [dayjs('2024-07-08'), dayjs('2024-07-12')] as const;

export default function RangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* On a picker, the separator is the `fieldSeparator` slot. */}
        <DateRangePicker
          localeText={{ start: 'Arrival', end: 'Departure' }}
          defaultValue={[STAY[0], STAY[1]]}
          slotProps={{
            fieldSeparator: {
              children: 'until',
              sx: { fontStyle: 'italic', whiteSpace: 'nowrap' },
            },
          }}
        />
        {/* On a field alone, it is the `separator` slot. */}
        <MultiInputDateRangeField
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }),
            separator: { children: '→', 'aria-hidden': true, color: 'text.secondary' },
          }}
          defaultValue={[STAY[0], STAY[1]]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
