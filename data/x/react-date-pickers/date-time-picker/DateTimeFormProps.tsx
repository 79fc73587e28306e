import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateTimePicker label="Disabled" defaultValue={dayjs('2024-04-17T09:30')} disabled />
        <DateTimePicker label="Read-only" defaultValue={dayjs('2024-04-17T09:30')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
