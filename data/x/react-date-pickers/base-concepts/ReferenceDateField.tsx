import dayjs from 'dayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ReferenceDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Typing the day keeps May 2030" referenceDate={dayjs('2030-05-01')} />
    </LocalizationProvider>
  );
}
