import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { toolbarTitleAsText } from '../toolbarTitleAsText';

export default function LayoutOrientation() {
  return (
    <ThemeProvider theme={toolbarTitleAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Stack spacing={2}>
            <StaticDatePicker orientation="portrait" defaultValue={dayjs('2024-04-17')} />
            <StaticDatePicker orientation="landscape" defaultValue={dayjs('2024-04-17')} />
          </Stack>
        </Box>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
