import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const value = dayjs('2024-04-17T14:45');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <TimeField label="Start time (locale default)" defaultValue={value} />
        <TimeField label="Start time (hh:mm a)" defaultValue={value} format="hh:mm a" />
      </Stack>
    </LocalizationProvider>
  );
}
