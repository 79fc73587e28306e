import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

const DAY = dayjs('2024-04-17');

// No appointments during the lunch hour.
const isLunch = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

export default function RestrictedTimeClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        defaultValue={DAY.hour(9).minute(30)}
        ampm={false}
        minTime={DAY.hour(8)}
        maxTime={DAY.hour(20)}
        minutesStep={30}
        shouldDisableTime={isLunch}
      />
    </LocalizationProvider>
  );
}
