import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ActionBarButtons() {
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Due date"
          defaultValue={dayjs('2024-04-17')}
          closeOnSelect={false}
          onAccept={setAccepted}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        />
        <Typography variant="body2" aria-live="polite">
          Last accepted value: {accepted ? accepted.format('MMMM D, YYYY') : 'cleared'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
