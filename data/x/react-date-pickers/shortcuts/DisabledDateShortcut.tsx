import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { toolbarTitleAsText } from '../toolbarTitleAsText';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const TODAY = dayjs('2024-04-17');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// "Saturday" lands on a disabled day: the picker takes it and shows the error.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => TODAY.add(1, 'day') },
  { label: 'Saturday', getValue: () => TODAY.day(6) },
];

export default function DisabledDateShortcut() {
  return (
    <ThemeProvider theme={toolbarTitleAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          defaultValue={TODAY}
          shouldDisableDate={isWeekend}
          slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
