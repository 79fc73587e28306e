import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { toolbarTitleAsText } from '../toolbarTitleAsText';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const start = dayjs('2024-04-17');

export default function DateVariants() {
  return (
    <ThemeProvider theme={toolbarTitleAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2}>
          <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
            <DesktopDatePicker label="Desktop variant" defaultValue={start} />
            <MobileDatePicker label="Mobile variant" defaultValue={start} />
          </Stack>
          <Typography variant="body2">Static variant, always open:</Typography>
          <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <StaticDatePicker defaultValue={start} />
          </Box>
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
