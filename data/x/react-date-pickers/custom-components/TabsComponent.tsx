import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';

// Text tabs instead of icons; clicking one switches the picker's view.
function TextTabs({ view, onViewChange }: DateTimePickerTabsProps) {
  const isTime =
    view === 'hours' || view === 'minutes' || view === 'seconds' || view === 'meridiem';
  return (
    <Tabs
      value={isTime ? 'time' : 'date'}
      onChange={(event, value: string) => onViewChange(value === 'time' ? 'hours' : 'day')}
      variant="fullWidth"
      aria-label="Date or time"
    >
      <Tab value="date" label="Day" />
      <Tab value="time" label="Hour" />
    </Tabs>
  );
}

export default function TabsComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2024-04-17T09:30')}
        slots={{ tabs: TextTabs }}
        slotProps={{ tabs: { hidden: false } }}
      />
    </LocalizationProvider>
  );
}
