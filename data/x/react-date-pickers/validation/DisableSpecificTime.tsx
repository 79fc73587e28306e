import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// No meetings over lunch (12:00–12:59), and only on the quarter hour.
export default function DisableSpecificTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimePicker
          label="Meeting slot"
          defaultValue={dayjs('2024-04-17T10:00')}
          shouldDisableTime={(value, view) =>
            (view === 'hours' && value.hour() === 12) ||
            (view === 'minutes' && value.minute() % 15 !== 0)
          }
        />
      </Stack>
    </LocalizationProvider>
  );
}
