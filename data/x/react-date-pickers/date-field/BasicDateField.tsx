import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'empty (null)';
  }
  return value.isValid() ? value.format('dddd, MMMM D, YYYY') : 'incomplete (invalid date)';
}

export default function BasicDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Controlled" value={value} onChange={setValue} />
        <Typography variant="body2" aria-live="polite">
          Value: {describe(value)}
        </Typography>
        <DateField label="Uncontrolled" defaultValue={dayjs('2024-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
