import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const TODAY = dayjs('2024-04-17');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => TODAY },
  {
    label: 'Next working day',
    getValue: ({ isValid }) => {
      let day = TODAY.add(1, 'day');
      while (!isValid(day)) {
        day = day.add(1, 'day');
      }
      return day;
    },
  },
  { label: 'Next Monday', getValue: () => TODAY.add((8 - TODAY.day()) % 7 || 7, 'day') },
  { label: 'In two weeks', getValue: () => TODAY.add(2, 'week') },
  { label: 'End of month', getValue: () => TODAY.endOf('month').startOf('day') },
  { label: 'Reset', getValue: () => null },
];

export default function DueDateShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle1" component="h3">
        Due date
      </Typography>
      <StaticDatePicker
        defaultValue={TODAY}
        referenceDate={TODAY}
        shouldDisableDate={isWeekend}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
