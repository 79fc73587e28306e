import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ClearableFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <DateField label="Clearable date" clearable defaultValue={dayjs('2024-04-17')} />
        <TimeField label="Clearable time" clearable defaultValue={dayjs('2024-04-17T10:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
