import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const RangeContext = React.createContext<[Dayjs | null, Dayjs | null]>([null, null]);

function RangeDay(props: PickersDayProps<Dayjs>) {
  const [start, end] = React.useContext(RangeContext);
  const { day, outsideCurrentMonth } = props;
  const inRange =
    !outsideCurrentMonth &&
    start !== null &&
    end !== null &&
    !day.isBefore(start, 'day') &&
    !day.isAfter(end, 'day');
  const isEdge = (start && day.isSame(start, 'day')) || (end && day.isSame(end, 'day'));
  return (
    <PickersDay
      {...props}
      selected={!outsideCurrentMonth && Boolean(isEdge)}
      sx={
        inRange && !isEdge
          ? { bgcolor: 'primary.light', color: 'primary.contrastText', borderRadius: 0 }
          : undefined
      }
    />
  );
}

export default function RangeHighlightCalendar() {
  const [range, setRange] = React.useState<[Dayjs | null, Dayjs | null]>([
    dayjs('2024-04-17'),
    dayjs('2024-04-21'),
  ]);
  const handleChange = (day: Dayjs | null) => {
    if (!day) return;
    setRange(([start, end]) =>
      start && !end && !day.isBefore(start, 'day') ? [start, day] : [day, null],
    );
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <RangeContext.Provider value={range}>
        <DateCalendar
          value={range[1] ?? range[0]}
          onChange={handleChange}
          slots={{ day: RangeDay }}
        />
      </RangeContext.Provider>
      <p style={{ textAlign: 'center' }}>
        {range[0]?.format('D MMM')} – {range[1]?.format('D MMM') ?? 'pick an end date'}
      </p>
    </LocalizationProvider>
  );
}
