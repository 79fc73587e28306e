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

/** The range shared by both calendars, read by every day. */
const RangeContext = React.createContext<Range>([null, null]);

function RangeDay(props: PickersDayProps<Dayjs>) {
  const [start, end] = React.useContext(RangeContext);
  const { day, outsideCurrentMonth } = props;
  const isEdge =
    (start !== null && day.isSame(start, 'day')) || (end !== null && day.isSame(end, 'day'));
  const inside =
    start !== null && end !== null && day.isAfter(start, 'day') && day.isBefore(end, 'day');
  return (
    <PickersDay
      {...props}
      selected={!outsideCurrentMonth && isEdge}
      sx={
        !outsideCurrentMonth && inside
          ? (theme) => ({
              borderRadius: 1,
              backgroundColor: alpha(theme.palette.primary.main, 0.16),
            })
          : undefined
      }
    />
  );
}

function nextRange([start, end]: Range, clicked: Dayjs): Range {
  if (start === null || end !== null || clicked.isBefore(start, 'day')) {
    return [clicked, null];
  }
  return [start, clicked];
}

export default function TwoMonthRange() {
  const [range, setRange] = React.useState<Range>([dayjs('2024-04-26'), dayjs('2024-05-03')]);
  const [month, setMonth] = React.useState<Dayjs>(dayjs('2024-04-01'));
  const handleChange = (clicked: Dayjs | null) => {
    if (clicked) {
      setRange((current) => nextRange(current, clicked));
    }
  };
  const shared = {
    value: null,
    onChange: handleChange,
    slots: { day: RangeDay },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <RangeContext.Provider value={range}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'center' }}>
          <DateCalendar
            {...shared}
            key={`left-${month.format('YYYY-MM')}`}
            referenceDate={month}
            onMonthChange={(next: Dayjs) => setMonth(next)}
          />
          <DateCalendar
            {...shared}
            key={`right-${month.format('YYYY-MM')}`}
            referenceDate={month.add(1, 'month')}
            onMonthChange={(next: Dayjs) => setMonth(next.subtract(1, 'month'))}
          />
        </Stack>
      </RangeContext.Provider>
      <Typography variant="body2" sx={{ textAlign: 'center' }} aria-live="polite">
        {range[0] ? range[0].format('MMM D') : '…'} –{' '}
        {range[1] ? range[1].format('MMM D') : 'choose the end'}
      </Typography>
    </LocalizationProvider>
  );
}
