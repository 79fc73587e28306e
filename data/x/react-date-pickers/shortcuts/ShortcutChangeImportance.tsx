import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const TODAY = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => TODAY.add(1, 'day') },
  { label: 'Next Friday', getValue: () => TODAY.day(5).add(TODAY.day() >= 5 ? 1 : 0, 'week') },
];

export default function ShortcutChangeImportance() {
  // 'accept' closes the picker at once; 'set' keeps it open for a correction.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker
          label="Closes on shortcut"
          slotProps={{ shortcuts: { items: shortcuts, changeImportance: 'accept' } }}
        />
        <DatePicker
          label="Stays open"
          slotProps={{ shortcuts: { items: shortcuts, changeImportance: 'set' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
