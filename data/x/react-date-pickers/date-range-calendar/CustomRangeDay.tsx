import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import type { DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Weekend days inside the range get a lighter highlight than working days.
function WeekendAwareDay(props: DateRangePickerDayProps<Dayjs>) {
  const { day, isHighlighting } = props;
  const weekend = day.day() === 0 || day.day() === 6;
  return (
    <DateRangePickerDay
      {...props}
      sx={
        isHighlighting && weekend
          ? { '&.MuiDateRangePickerDay-rangeIntervalDayHighlight': { bgcolor: 'action.hover' } }
          : undefined
      }
    />
  );
}

export default function CustomRangeDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2024-04-10'), dayjs('2024-04-24')]}
        slots={{ day: WeekendAwareDay }}
      />
    </LocalizationProvider>
  );
}
