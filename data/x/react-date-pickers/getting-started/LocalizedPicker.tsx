import 'dayjs/locale/fr';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function LocalizedPicker() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <DatePicker label="Date (fr)" defaultValue={dayjs('2024-04-17')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="Custom format" format="YYYY-MM-DD" defaultValue={dayjs('2024-04-17')} />
      </LocalizationProvider>
    </Stack>
  );
}
