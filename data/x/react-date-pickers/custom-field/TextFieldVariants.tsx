import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const DAY = dayjs('2024-04-17');

export default function TextFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DatePicker
          label="Filled, small"
          defaultValue={DAY}
          slotProps={{ textField: { variant: 'filled', size: 'small' } }}
        />
        <DatePicker
          label="Standard, clearable"
          defaultValue={DAY}
          slotProps={{ textField: { variant: 'standard' }, field: { clearable: true } }}
        />
        <DatePicker
          label="Spelled month"
          defaultValue={DAY}
          format="MMM D, YYYY"
          slotProps={{ textField: { helperText: 'Typed or picked' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
