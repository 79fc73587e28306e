import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { toolbarTitleAsText } from '../toolbarTitleAsText';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function DateLandscape() {
  // The toolbar moves to the side; the box scrolls on screens narrower than the picker.
  return (
    <ThemeProvider theme={toolbarTitleAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticDatePicker orientation="landscape" defaultValue={dayjs('2024-04-17')} />
        </Box>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
