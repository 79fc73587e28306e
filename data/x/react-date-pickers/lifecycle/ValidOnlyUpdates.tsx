import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ValidOnlyUpdates() {
  // The saved value only changes when the field holds a complete, valid date.
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DatePicker
          label="Delivery date"
          defaultValue={saved}
          onChange={(value, context) => {
            if (context.validationError === null) setSaved(value);
          }}
          maxDate={dayjs('2024-12-31')}
        />
        <p aria-live="polite">Saved: {saved ? saved.format('D MMMM YYYY') : 'nothing'}</p>
      </Stack>
    </LocalizationProvider>
  );
}
