import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const value = dayjs('2024-04-17T09:05');

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateField label="ISO" format="YYYY-MM-DD" defaultValue={value} />
        <DateField label="Long month" format="D MMMM YYYY" defaultValue={value} />
        <DateField
          label="Spacious"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={value}
        />
        <TimeField label="Literal text" format="HH[h]mm" defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
