import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateView, PickersActionBarAction } from '@mui/x-date-pickers';

const TODAY = dayjs('2024-04-17');
const ALL_VIEWS: DateView[] = ['year', 'month', 'day'];
const ACTIONS: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function DatePlayground() {
  const [withTime, setWithTime] = React.useState(false);
  const [views, setViews] = React.useState<DateView[]>(['year', 'day']);
  const [landscape, setLandscape] = React.useState(false);
  const [flags, setFlags] = React.useState({
    disablePast: false,
    disableFuture: false,
    noWeekends: false,
    hideToolbar: false,
    outsideDays: false,
    weekNumbers: false,
  });
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['accept']);

  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
  const orderedViews = ALL_VIEWS.filter((view) => views.includes(view));
  const safeViews: DateView[] = orderedViews.length > 0 ? orderedViews : ['day'];

  const common = {
    defaultValue: TODAY,
    referenceDate: TODAY,
    views: safeViews,
    openTo: safeViews.includes('day') ? ('day' as const) : safeViews[0],
    orientation: landscape ? ('landscape' as const) : ('portrait' as const),
    disablePast: flags.disablePast,
    disableFuture: flags.disableFuture,
    shouldDisableDate: flags.noWeekends ? isWeekend : undefined,
    showDaysOutsideCurrentMonth: flags.outsideDays,
    displayWeekNumber: flags.weekNumbers,
    slotProps: { toolbar: { hidden: flags.hideToolbar }, actionBar: { actions } },
  };

  const code = [
    `<${withTime ? 'StaticDateTimePicker' : 'StaticDatePicker'}`,
    `views={${JSON.stringify(withTime ? [...safeViews, 'hours', 'minutes'] : safeViews)}}`,
    landscape ? 'orientation="landscape"' : '',
    flags.disablePast ? 'disablePast' : '',
    flags.disableFuture ? 'disableFuture' : '',
    flags.noWeekends ? 'shouldDisableDate={isWeekend}' : '',
    flags.outsideDays ? 'showDaysOutsideCurrentMonth' : '',
    flags.weekNumbers ? 'displayWeekNumber' : '',
    `slotProps={{ toolbar: { hidden: ${flags.hideToolbar} }, actionBar: { actions: ${JSON.stringify(actions)} } }}`,
    '/>',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ minWidth: 220 }}>
          <FormLabel id="playground-component">Component</FormLabel>
          <RadioGroup
            aria-labelledby="playground-component"
            value={withTime ? 'datetime' : 'date'}
            onChange={(event) => setWithTime(event.target.value === 'datetime')}
          >
            <FormControlLabel value="date" control={<Radio size="small" />} label="Date" />
            <FormControlLabel value="datetime" control={<Radio size="small" />} label="Date time" />
          </RadioGroup>
          <FormLabel id="playground-views">Views</FormLabel>
          <FormGroup role="group" aria-labelledby="playground-views">
            {ALL_VIEWS.map((view) => (
              <FormControlLabel
                key={view}
                label={view}
                control={
                  <Checkbox
                    size="small"
                    checked={views.includes(view)}
                    onChange={() => setViews((current) => toggle(current, view))}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormLabel id="playground-options">Options</FormLabel>
          <FormGroup role="group" aria-labelledby="playground-options">
            <FormControlLabel
              label="landscape"
              control={
                <Checkbox
                  size="small"
                  checked={landscape}
                  onChange={() => setLandscape(!landscape)}
                />
              }
            />
            {(Object.keys(flags) as (keyof typeof flags)[]).map((flag) => (
              <FormControlLabel
                key={flag}
                label={flag}
                control={
                  <Checkbox
                    size="small"
                    checked={flags[flag]}
                    onChange={() => setFlags((current) => ({ ...current, [flag]: !current[flag] }))}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormLabel id="playground-actions">Action bar</FormLabel>
          <FormGroup role="group" aria-labelledby="playground-actions">
            {ACTIONS.map((action) => (
              <FormControlLabel
                key={action}
                label={action}
                control={
                  <Checkbox
                    size="small"
                    checked={actions.includes(action)}
                    onChange={() => setActions((current) => toggle(current, action))}
                  />
                }
              />
            ))}
          </FormGroup>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            Preview
          </Typography>
          {withTime ? (
            <>
              <StaticDateTimePicker {...common} views={[...safeViews, 'hours', 'minutes']} />
              <DesktopDateTimePicker
                {...common}
                views={[...safeViews, 'hours', 'minutes']}
                label="Desktop"
              />
            </>
          ) : (
            <>
              <StaticDatePicker {...common} />
              <DesktopDatePicker {...common} label="Desktop" />
            </>
          )}
          <Typography
            component="code"
            variant="body2"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-word', bgcolor: 'action.hover', p: 1 }}
          >
            {code}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
