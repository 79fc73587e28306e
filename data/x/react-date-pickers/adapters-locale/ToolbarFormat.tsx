import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
        <StaticDatePicker
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ toolbar: { toolbarFormat: 'ddd, D MMMM YYYY' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
