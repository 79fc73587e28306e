import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ArrowSwitcherProps() {
  // The month arrows get a colour, a size and tooltips through their slot props.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          previousIconButton: { color: 'primary', size: 'medium', title: 'Previous month' },
          nextIconButton: { color: 'primary', size: 'medium', title: 'Next month' },
        }}
      />
    </LocalizationProvider>
  );
}
