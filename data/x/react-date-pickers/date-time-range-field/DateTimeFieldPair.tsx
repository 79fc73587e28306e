import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

export default function DateTimeFieldPair() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-19T18:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-04-19T08:00'));
  const [endError, setEndError] = React.useState<DateTimeValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimeField label="Start" value={start} onChange={setStart} />
        <DateTimeField
          label="End"
          value={end}
          onChange={setEnd}
          minDateTime={start?.isValid() ? start : undefined}
          onError={setEndError}
          slotProps={{
            textField: {
              helperText: endError ? 'The end must be after the start' : ' ',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
