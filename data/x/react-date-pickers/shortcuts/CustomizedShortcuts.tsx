import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { toolbarTitleAsText } from '../toolbarTitleAsText';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const TODAY = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => TODAY },
  { label: 'Tomorrow', getValue: () => TODAY.add(1, 'day') },
  { label: 'Next week', getValue: () => TODAY.add(1, 'week') },
];

export default function CustomizedShortcuts() {
  // The list is a Material UI List: sx can turn it into a row of chips-like items above the calendar.
  return (
    <ThemeProvider theme={toolbarTitleAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          defaultValue={TODAY}
          slotProps={{
            shortcuts: {
              items: shortcuts,
              sx: {
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                px: 2,
                '& .MuiListItem-root': { width: 'auto', p: 0 },
              },
            },
            layout: {
              sx: { '& .MuiPickersLayout-shortcuts': { gridColumn: '1 / 4', gridRow: 1 } },
            },
            actionBar: { actions: [] },
          }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
