import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function TabsComponentProps() {
  // The tabs are shown on desktop too, with icons of our choice.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2024-04-17T09:30')}
        slotProps={{ tabs: { hidden: false, dateIcon: <EventIcon />, timeIcon: <ScheduleIcon /> } }}
      />
    </LocalizationProvider>
  );
}
