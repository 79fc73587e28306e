import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

interface OpeningHours {
  day: string;
  closed: boolean;
  range: [Dayjs | null, Dayjs | null];
}

const BASE = dayjs('2024-04-15');
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const INITIAL: OpeningHours[] = DAYS.map((day, index) => ({
  day,
  closed: index === 6,
  range: [BASE.hour(index === 5 ? 10 : 9), BASE.hour(index === 5 ? 14 : 18)],
}));

function rangeError([start, end]: [Dayjs | null, Dayjs | null]): string {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Type both times';
  }
  return end.isAfter(start) ? '' : 'Closes before it opens';
}

export default function WeeklyHours() {
  const [hours, setHours] = React.useState(INITIAL);
  const update = (index: number, change: Partial<OpeningHours>) =>
    setHours((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        {hours.map((row, index) => {
          const error = row.closed ? '' : rangeError(row.range);
          return (
            <Stack
              key={row.day}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ width: 100 }}>{row.day}</Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={!row.closed}
                    onChange={(event) => update(index, { closed: !event.target.checked })}
                  />
                }
                label={row.closed ? 'Closed' : 'Open'}
                sx={{ width: 110 }}
              />
              <TimeField
                size="small"
                label="From"
                ampm={false}
                disabled={row.closed}
                value={row.range[0]}
                onChange={(start) => update(index, { range: [start, row.range[1]] })}
                sx={{ width: 110 }}
              />
              <TimeField
                size="small"
                label="To"
                ampm={false}
                disabled={row.closed}
                value={row.range[1]}
                onChange={(end) => update(index, { range: [row.range[0], end] })}
                slotProps={{ textField: { error: error !== '' } }}
                sx={{ width: 110 }}
              />
              {error ? (
                <Typography variant="body2" color="error">
                  {error}
                </Typography>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </LocalizationProvider>
  );
}
