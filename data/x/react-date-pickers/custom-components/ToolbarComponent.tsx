import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';

// A toolbar of our own: the week number and the day of the year of the chosen date.
function WeekToolbar({ value, className }: DatePickerToolbarProps<Dayjs>) {
  return (
    <Box
      className={className}
      sx={{ px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography variant="overline">Selected</Typography>
      <Typography variant="h6" component="p">
        {value ? `Day ${value.diff(value.startOf('year'), 'day') + 1} of ${value.year()}` : 'None'}
      </Typography>
    </Box>
  );
}

export default function ToolbarComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{ toolbar: WeekToolbar }} />
    </LocalizationProvider>
  );
}
