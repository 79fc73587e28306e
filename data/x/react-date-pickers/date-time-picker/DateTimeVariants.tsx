import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const start = dayjs('2024-04-17T09:30');

export default function DateTimeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
          <DesktopDateTimePicker label="Desktop variant" defaultValue={start} />
          <MobileDateTimePicker label="Mobile variant" defaultValue={start} />
        </Stack>
        <Typography variant="body2">Static variant, always open:</Typography>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticDateTimePicker defaultValue={start} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
