import * as React from 'react';
import moment, { type Moment } from 'moment-timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const ZONES = ['Europe/London', 'America/Chicago', 'Asia/Tokyo', 'Pacific/Auckland'];

export default function MomentTimezone() {
  const [zone, setZone] = React.useState(ZONES[0]);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [value, setValue] = React.useState<Moment | null>(
    moment.tz('2024-04-17T09:00', 'Europe/London'),
  );
  const inZone = value?.isValid() ? value.clone().tz(zone).locale('en') : null;
  return (
    // The adapter must use the moment instance that moment-timezone extended.
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="en" dateLibInstance={moment}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField
          select
          label="Shown in"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          SelectProps={{
            open: menuOpen,
            onOpen: () => setMenuOpen(true),
            onClose: () => setMenuOpen(false),
            // The listbox is only in the page while open: drop aria-controls while closed.
            SelectDisplayProps: menuOpen ? {} : { 'aria-controls': undefined },
          }}
        >
          {ZONES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Release" timezone={zone} value={value} onChange={setValue} />
        <Typography variant="body2" aria-live="polite">
          {inZone
            ? `${inZone.format('ddd D MMM, HH:mm z')} is ${inZone.clone().utc().format('HH:mm')} UTC`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
