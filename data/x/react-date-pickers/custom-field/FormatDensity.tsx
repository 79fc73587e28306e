import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const START = dayjs('2024-04-17');
const END = dayjs('2024-04-21');

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Stack direction="row" spacing={2}>
          <DateField label="Dense (default)" defaultValue={START} formatDensity="dense" />
          <DateField label="Spacious" defaultValue={START} formatDensity="spacious" />
        </Stack>
        <SingleInputDateRangeField
          label="Dense range"
          defaultValue={[START, END]}
          formatDensity="dense"
        />
        <SingleInputDateRangeField
          label="Spacious range"
          defaultValue={[START, END]}
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
