import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const TODAY = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => TODAY.add(1, 'day') },
  { label: 'In a week', getValue: () => TODAY.add(1, 'week') },
];

export default function WhichShortcut() {
  const [source, setSource] = React.useState('Nothing chosen yet.');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <p aria-live="polite">{source}</p>
      <StaticDatePicker
        defaultValue={TODAY}
        onChange={(value, context) =>
          setSource(
            context.shortcut
              ? `Shortcut "${context.shortcut.label}" chose ${value?.format('D MMMM') ?? 'nothing'}.`
              : `Picked by hand: ${value?.format('D MMMM') ?? 'nothing'}.`,
          )
        }
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
