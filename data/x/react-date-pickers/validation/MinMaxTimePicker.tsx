import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function MinMaxTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimePicker
          label="Pickup (8:00–18:00)"
          minTime={dayjs('2024-04-17T08:00')}
          maxTime={dayjs('2024-04-17T18:00')}
          defaultValue={dayjs('2024-04-17T10:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
