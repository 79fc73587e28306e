import * as React from 'react';
import { DateTime } from 'luxon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const ZONES = ['America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Sydney'];

export default function LuxonTimezone() {
  const [zone, setZone] = React.useState(ZONES[0]);
  const [menuOpen, setMenuOpen] = React.useState(false);
  // Luxon knows every IANA zone through the browser's Intl API: no plugin, no data file.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-04-17T14:00', { zone: 'America/New_York' }),
  );
  const inZone = value?.isValid ? value.setZone(zone) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
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
        <DateTimePicker label="Webinar" timezone={zone} value={value} onChange={setValue} />
        <Typography variant="body2" aria-live="polite">
          {inZone
            ? `${inZone.toFormat('ccc d LLL, HH:mm')} (UTC${inZone.toFormat('ZZ')}) is ${inZone
                .toUTC()
                .toFormat("HH:mm 'UTC'")}`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
