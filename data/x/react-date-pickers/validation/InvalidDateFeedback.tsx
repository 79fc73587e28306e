import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// An invalid value turns the field red (aria-invalid), without changing the value.
export default function InvalidDateFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateField
          label="Too late (max 2024-12-31)"
          defaultValue={dayjs('2025-03-01')}
          maxDate={dayjs('2024-12-31')}
        />
        <DatePicker
          label="Valid"
          defaultValue={dayjs('2024-06-01')}
          maxDate={dayjs('2024-12-31')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
