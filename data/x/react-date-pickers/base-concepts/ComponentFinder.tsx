import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

type Edits = 'date' | 'time' | 'dateTime' | 'dateRange';
type Style = 'field' | 'picker' | 'view';

interface Choice {
  name: string;
  pro?: boolean;
  render: () => React.ReactNode;
}

const START = dayjs('2024-04-17T09:30');
const END = dayjs('2024-04-21T18:00');

const EDITS: { value: Edits; label: string }[] = [
  { value: 'date', label: 'A date' },
  { value: 'time', label: 'A time' },
  { value: 'dateTime', label: 'A date and a time' },
  { value: 'dateRange', label: 'A range of dates' },
];

const STYLES: { value: Style; label: string }[] = [
  { value: 'field', label: 'Typing only' },
  { value: 'picker', label: 'Typing and a popup' },
  { value: 'view', label: 'Always visible' },
];

const FINDER: Record<Edits, Record<Style, Choice>> = {
  date: {
    field: { name: 'DateField', render: () => <DateField label="Due date" defaultValue={START} /> },
    picker: {
      name: 'DatePicker',
      render: () => <DatePicker label="Due date" defaultValue={START} />,
    },
    view: { name: 'DateCalendar', render: () => <DateCalendar defaultValue={START} /> },
  },
  time: {
    field: { name: 'TimeField', render: () => <TimeField label="Alarm" defaultValue={START} /> },
    picker: {
      name: 'TimePicker',
      render: () => <TimePicker label="Alarm" defaultValue={START} />,
    },
    view: {
      name: 'DigitalClock',
      render: () => <DigitalClock defaultValue={START} timeStep={15} sx={{ maxHeight: 240 }} />,
    },
  },
  dateTime: {
    field: {
      name: 'DateTimeField',
      render: () => <DateTimeField label="Departure" defaultValue={START} />,
    },
    picker: {
      name: 'DateTimePicker',
      render: () => <DateTimePicker label="Departure" defaultValue={START} />,
    },
    view: {
      name: 'StaticDateTimePicker',
      render: () => <StaticDateTimePicker defaultValue={START} />,
    },
  },
  dateRange: {
    field: {
      name: 'MultiInputDateRangeField',
      pro: true,
      render: () => <MultiInputDateRangeField defaultValue={[START, END]} />,
    },
    picker: {
      name: 'DateRangePicker',
      pro: true,
      render: () => <DateRangePicker defaultValue={[START, END]} />,
    },
    view: {
      name: 'DateRangeCalendar',
      pro: true,
      render: () => <DateRangeCalendar defaultValue={[START, END]} calendars={1} />,
    },
  },
};

export default function ComponentFinder() {
  const [edits, setEdits] = React.useState<Edits>('date');
  const [style, setStyle] = React.useState<Style>('picker');
  const choice = FINDER[edits][style];
  const packageName = choice.pro ? '@mui/x-date-pickers-pro' : '@mui/x-date-pickers';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
          <Box>
            <Typography id="finder-edits" variant="subtitle2" component="p" gutterBottom>
              What do users edit?
            </Typography>
            <ToggleButtonGroup
              aria-labelledby="finder-edits"
              size="small"
              exclusive
              value={edits}
              onChange={(_event, next: Edits | null) => next && setEdits(next)}
            >
              {EDITS.map((item) => (
                <ToggleButton key={item.value} value={item.value}>
                  {item.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Box>
            <Typography id="finder-style" variant="subtitle2" component="p" gutterBottom>
              How do they edit it?
            </Typography>
            <ToggleButtonGroup
              aria-labelledby="finder-style"
              size="small"
              exclusive
              value={style}
              onChange={(_event, next: Style | null) => next && setStyle(next)}
            >
              {STYLES.map((item) => (
                <ToggleButton key={item.value} value={item.value}>
                  {item.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center" aria-live="polite">
          {choice.pro ? <Chip label="Pro" size="small" color="primary" /> : null}
          <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
            {`import { ${choice.name} } from '${packageName}/${choice.name}';`}
          </Typography>
        </Stack>
        {/* A new key per choice: each component starts from its own default value. */}
        <Box key={choice.name}>{choice.render()}</Box>
      </Stack>
    </LocalizationProvider>
  );
}
