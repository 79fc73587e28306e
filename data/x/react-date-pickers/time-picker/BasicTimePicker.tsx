import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const noon = dayjs('2024-04-17T12:45');

export default function BasicTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <TimePicker label="12-hour" ampm defaultValue={noon} />
        <TimePicker label="24-hour" ampm={false} defaultValue={noon} />
        <TimePicker
          label="With seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={noon}
        />
      </Stack>
    </LocalizationProvider>
  );
}
