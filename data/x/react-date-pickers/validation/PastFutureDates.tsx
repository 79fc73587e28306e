import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Both compare with today, so they start empty: a fixed value would change validity from day to day.
export default function PastFutureDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DatePicker label="Next appointment (future only)" disablePast />
        <DatePicker label="Date of birth (past only)" disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
