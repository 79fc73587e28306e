import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function RestyledLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle1" component="h3">
        Pick a date
      </Typography>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          actionBar: { actions: ['today', 'clear'] },
          layout: {
            sx: {
              [`.${pickersLayoutClasses.toolbar}`]: {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiTypography-root': { color: 'inherit' },
              },
              [`.${pickersLayoutClasses.actionBar}`]: { gridRow: 1, gridColumn: 2 },
              [`.${pickersLayoutClasses.contentWrapper}`]: { gridRow: 2 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
