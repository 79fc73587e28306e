import dayjs from 'dayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function FieldStyle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Keyboard only" defaultValue={dayjs('2024-04-17')} />
    </LocalizationProvider>
  );
}
