import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const start = dayjs('2024-04-17T09:30');

export default function TimeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
          <DesktopTimePicker label="Desktop variant" defaultValue={start} />
          <MobileTimePicker label="Mobile variant" defaultValue={start} />
        </Stack>
        <Typography variant="body2">Static variant, always open:</Typography>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticTimePicker defaultValue={start} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
