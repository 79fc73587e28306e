import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const NOW = dayjs('2024-04-17T10:20');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Now', getValue: () => NOW },
  { label: 'In 15 minutes', getValue: () => NOW.add(15, 'minute') },
  { label: 'In 1 hour', getValue: () => NOW.add(1, 'hour') },
  { label: 'Tomorrow 9:00', getValue: () => NOW.add(1, 'day').hour(9).minute(0) },
];

export default function TimeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={NOW}
        slotProps={{
          shortcuts: { items: shortcuts, changeImportance: 'set' },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
