import Badge from '@mui/material/Badge';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const eventDays = ['2024-04-03', '2024-04-11', '2024-04-17', '2024-04-24', '2024-04-29'];

function EventDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth, ...other } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.format('YYYY-MM-DD'));
  if (!hasEvent) {
    // Only event days get a badge: the empty cells outside the month stay plain grid cells.
    return <PickersDay {...props} />;
  }
  return (
    <Badge key={day.toString()} overlap="circular" variant="dot" color="secondary">
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-description="Has events"
      />
    </Badge>
  );
}

export default function EventCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2024-04-17')} slots={{ day: EventDay }} />
    </LocalizationProvider>
  );
}
