import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function InvalidTimeFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimeField
          label="Before opening (9:00)"
          defaultValue={dayjs('2024-04-17T07:30')}
          minTime={dayjs('2024-04-17T09:00')}
        />
        <TimePicker
          label="Within hours"
          defaultValue={dayjs('2024-04-17T10:30')}
          minTime={dayjs('2024-04-17T09:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
