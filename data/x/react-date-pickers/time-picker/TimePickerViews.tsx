import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimePicker label="Hours only" views={['hours']} defaultValue={dayjs('2024-04-17T14:00')} />
        <TimePicker
          label="With seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T14:05:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
