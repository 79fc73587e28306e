import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2024-05-06'), dayjs('2024-05-10')];

export default function DateRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }} useFlexGap flexWrap="wrap">
        <DateRangePicker
          defaultValue={range}
          disabled
          localeText={{ start: 'Disabled start', end: 'Disabled end' }}
        />
        <DateRangePicker
          defaultValue={range}
          readOnly
          localeText={{ start: 'Read-only start', end: 'Read-only end' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
