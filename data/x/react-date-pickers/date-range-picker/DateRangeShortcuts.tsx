import dayjs from 'dayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Relative to a fixed day, so the demo reads the same every day.
const today = dayjs('2024-05-08');
const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  { label: 'Next 7 days', getValue: () => [today, today.add(7, 'day')] },
  { label: 'This month', getValue: () => [today.startOf('month'), today.endOf('month')] },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function DateRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-05-06'), dayjs('2024-05-10')]}
        slotProps={{ shortcuts: { items: shortcuts } }}
        calendars={1}
      />
    </LocalizationProvider>
  );
}
