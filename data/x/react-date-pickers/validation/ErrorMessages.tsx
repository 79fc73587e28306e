import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const DAY = dayjs('2024-04-17');

const MESSAGES: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  invalidDate: 'This time is not complete',
  minTime: 'We open at 8:00 AM',
  maxTime: 'We close at 6:00 PM',
  minutesStep: 'Appointments start every 10 minutes',
  'shouldDisableTime-hours': 'This hour is not available',
  disablePast: 'This time has passed',
  disableFuture: 'This time is in the future',
};

export default function ErrorMessages() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Appointment"
        defaultValue={DAY.hour(7).minute(45)}
        minTime={DAY.hour(8)}
        maxTime={DAY.hour(18)}
        minutesStep={10}
        shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 13}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? (MESSAGES[error] ?? 'Invalid time') : 'Between 8 AM and 6 PM',
          },
        }}
      />
    </LocalizationProvider>
  );
}
