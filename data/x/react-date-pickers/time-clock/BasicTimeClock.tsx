import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function BasicTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:15'));
  const [state, setState] = React.useState('Choose the hour');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <TimeClock
          value={value}
          ampmInClock
          onChange={(newValue, selectionState) => {
            setValue(newValue);
            setState(selectionState === 'finish' ? 'Time chosen' : 'Now choose the minutes');
          }}
        />
        <Typography variant="body2" aria-live="polite">
          {value ? value.format('h:mm A') : 'No time'} · {state}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
