import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimePicker label="Disabled" defaultValue={dayjs('2024-04-17T09:30')} disabled />
        <TimePicker label="Read-only" defaultValue={dayjs('2024-04-17T09:30')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
