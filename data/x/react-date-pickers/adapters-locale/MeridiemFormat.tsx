import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const value = dayjs('2024-04-17T18:45');

export default function MeridiemFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <TimeField label="Locale default" defaultValue={value} />
        <TimeField label="ampm" ampm defaultValue={value} />
        <TimeField label="ampm={false}" ampm={false} defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
