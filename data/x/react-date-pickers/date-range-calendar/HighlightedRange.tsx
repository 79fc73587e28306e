import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';

type Range = [Dayjs | null, Dayjs | null];

/** The current range, read by every day of the calendar. */
const RangeContext = React.createContext<Range>([null, null]);

function RangeDay(props: PickersDayProps<Dayjs>) {
  const [start, end] = React.useContext(RangeContext);
  const { day, outsideCurrentMonth } = props;
  const isStart = !outsideCurrentMonth && start !== null && day.isSame(start, 'day');
  const isEnd = !outsideCurrentMonth && end !== null && day.isSame(end, 'day');
  const inRange =
    !outsideCurrentMonth &&
    start !== null &&
    end !== null &&
    !day.isBefore(start, 'day') &&
    !day.isAfter(end, 'day');
  return (
    <PickersDay
      {...props}
      selected={false}
      disableMargin
      sx={(theme) => ({
        ...(inRange && {
          borderRadius: 0,
          backgroundColor: alpha(theme.palette.primary.main, 0.16),
        }),
        ...((isStart || isEnd) && {
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover, &:focus': { backgroundColor: theme.palette.primary.dark },
        }),
        ...(isStart && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
        ...(isEnd && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
      })}
    />
  );
}

/** Alternates clicks between the start and the end; a click before the start restarts the range. */
function nextRange([start, end]: Range, clicked: Dayjs): Range {
  if (start === null || end !== null || clicked.isBefore(start, 'day')) {
    return [clicked, null];
  }
  return [start, clicked];
}

export default function HighlightedRange() {
  const [range, setRange] = React.useState<Range>([dayjs('2024-04-17'), dayjs('2024-04-21')]);
  const [start, end] = range;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <RangeContext.Provider value={range}>
          <DateCalendar
            value={null}
            referenceDate={dayjs('2024-04-01')}
            onChange={(clicked: Dayjs | null) =>
              clicked && setRange((current) => nextRange(current, clicked))
            }
            slots={{ day: RangeDay }}
          />
        </RangeContext.Provider>
        <Typography variant="body2" aria-live="polite">
          {start ? start.format('MMMM D') : '…'} – {end ? end.format('MMMM D') : 'choose the end'}
          {start && end ? ` (${end.diff(start, 'day')} nights)` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
