import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function TimeLandscape() {
  // The toolbar moves to the side; the box scrolls on screens narrower than the picker.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <StaticTimePicker orientation="landscape" defaultValue={dayjs('2024-04-17T09:30')} />
      </Box>
    </LocalizationProvider>
  );
}
