import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// The day slot reads the chosen day from context, so every day of its week can be highlighted.
const SelectedDayContext = React.createContext<Dayjs | null>(null);

function WeekDay({ day, ...other }: PickersDayProps<Dayjs>) {
  const selectedDay = React.useContext(SelectedDayContext);
  const inWeek = selectedDay != null && day.isSame(selectedDay, 'week');
  return (
    <PickersDay
      {...other}
      day={day}
      disableMargin
      selected={false}
      sx={
        inWeek
          ? {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 0,
              '&:hover, &:focus': { bgcolor: 'primary.dark' },
            }
          : { borderRadius: 0 }
      }
    />
  );
}

export default function WeekPickerCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SelectedDayContext.Provider value={value}>
        <DateCalendar
          value={value}
          onChange={setValue}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slots={{ day: WeekDay }}
        />
      </SelectedDayContext.Provider>
      <p>Week of {value ? value.startOf('week').format('D MMM') : '—'}</p>
    </LocalizationProvider>
  );
}
