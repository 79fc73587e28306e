import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const TODAY = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Last 7 days', getValue: () => [TODAY.subtract(7, 'day'), TODAY] },
  {
    label: 'Previous month',
    getValue: () => [
      TODAY.subtract(1, 'month').startOf('month'),
      TODAY.subtract(1, 'month').endOf('month'),
    ],
  },
  {
    label: 'This quarter',
    getValue: () => [TODAY.month(3).startOf('month'), TODAY.month(5).endOf('month')],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <StaticDateRangePicker
          calendars={1}
          defaultValue={[TODAY.subtract(7, 'day'), TODAY]}
          slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
