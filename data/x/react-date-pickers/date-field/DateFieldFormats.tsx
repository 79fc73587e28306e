import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const TODAY = dayjs('2024-04-17');

const MESSAGES: Partial<Record<NonNullable<DateValidationError>, string>> = {
  disableFuture: 'The date cannot be in the future',
  invalidDate: 'Finish typing the date',
};

export default function DateFieldFormats() {
  const [error, setError] = React.useState<DateValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DateField label="Day first" format="DD/MM/YYYY" defaultValue={TODAY} />
        <DateField label="Spelled month" format="MMMM D, YYYY" defaultValue={TODAY} clearable />
        <DateField
          label="Date of invoice"
          defaultValue={TODAY.add(3, 'day')}
          referenceDate={TODAY}
          disableFuture
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? (MESSAGES[error] ?? 'Invalid date') : 'Not after today',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
