import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const LEAVE = [dayjs('2024-12-23'), dayjs('2025-01-03')] as const;

export default function SingleInputRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        {/* Desktop: the input is editable, a click opens the popover. */}
        <DesktopDateRangePicker
          label="Leave (desktop)"
          defaultValue={[LEAVE[0], LEAVE[1]]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { clearable: true } }}
          sx={{ minWidth: 280 }}
        />
        {/* Mobile: the input is read-only, a click opens the dialog. */}
        <MobileDateRangePicker
          label="Leave (mobile)"
          defaultValue={[LEAVE[0], LEAVE[1]]}
          slots={{ field: SingleInputDateRangeField }}
          sx={{ minWidth: 280 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
