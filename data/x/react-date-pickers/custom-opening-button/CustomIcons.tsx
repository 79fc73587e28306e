import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ScheduleIcon from '@mui/icons-material/Schedule';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function CustomIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DatePicker
          label="Icon and colour"
          defaultValue={dayjs('2024-04-17')}
          slots={{ openPickerIcon: EventAvailableIcon }}
          slotProps={{ openPickerButton: { color: 'primary' } }}
        />
        <TimePicker
          label="Button at the start"
          defaultValue={dayjs('2024-04-17T09:30')}
          slots={{ openPickerIcon: ScheduleIcon }}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
        <DatePicker label="No button" defaultValue={dayjs('2024-04-17')} disableOpenPicker />
      </Stack>
    </LocalizationProvider>
  );
}
