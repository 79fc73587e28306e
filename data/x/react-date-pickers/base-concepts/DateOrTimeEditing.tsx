import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function DateOrTimeEditing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker label="Date" defaultValue={dayjs('2024-04-17')} />
        <TimePicker label="Time" defaultValue={dayjs('2024-04-17T10:30')} />
        <DateTimePicker label="Date and time" defaultValue={dayjs('2024-04-17T10:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
