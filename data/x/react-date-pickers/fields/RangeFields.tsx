import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function RangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <MultiInputDateRangeField defaultValue={[dayjs('2024-07-01'), dayjs('2024-07-14')]} />
        <SingleInputTimeRangeField
          label="Shift"
          defaultValue={[dayjs('2024-07-01T08:00'), dayjs('2024-07-01T16:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
