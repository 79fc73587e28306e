import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const value = dayjs('2024-04-17T14:45');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <DateTimeField label="Deadline (locale default)" defaultValue={value} />
        <DateTimeField
          label="Deadline (DD MMM YYYY, HH:mm)"
          defaultValue={value}
          format="DD MMM YYYY, HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
