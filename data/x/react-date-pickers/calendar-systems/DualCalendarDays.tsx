import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const hijriDay = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  timeZone: 'UTC',
});

function hijriDayOf(day: Dayjs): string {
  return hijriDay.format(Date.UTC(day.year(), day.month(), day.date(), 12));
}

/** Whether the page has hydrated: the browser's calendar data may differ from the server's. */
const MountedContext = React.createContext(false);

function DualDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  const mounted = React.useContext(MountedContext);
  return (
    <PickersDay
      {...props}
      sx={{ flexDirection: 'column', lineHeight: 1.1 }}
      aria-label={
        mounted ? `${day.format('MMMM D')}, Hijri day ${hijriDayOf(day)}` : day.format('MMMM D')
      }
    >
      {day.date()}
      {outsideCurrentMonth || !mounted ? null : (
        <Box component="span" sx={{ fontSize: 9, opacity: 0.7 }} aria-hidden>
          {hijriDayOf(day)}
        </Box>
      )}
    </PickersDay>
  );
}

export default function DualCalendarDays() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MountedContext.Provider value={mounted}>
        <DateCalendar defaultValue={dayjs('2024-04-17')} slots={{ day: DualDay }} />
      </MountedContext.Provider>
    </LocalizationProvider>
  );
}
