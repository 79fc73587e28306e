import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const DAY = dayjs('2024-04-17');

export default function ResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="p">
            Desktop: popover, editable field
          </Typography>
          <DesktopDatePicker label="Desktop" defaultValue={DAY} />
          <Typography variant="subtitle2" component="p">
            Mobile: dialog, read-only field
          </Typography>
          <MobileDatePicker label="Mobile" defaultValue={DAY} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Static: inline views
          </Typography>
          <StaticDatePicker defaultValue={DAY} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
