import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const DAY = dayjs('2024-04-17');

function message(error: TimeValidationError): string {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'Choose a time between 09:00 and 18:00';
    case 'minutesStep':
      return 'Use quarter hours: :00, :15, :30 or :45';
    case 'invalidDate':
      return 'Finish typing the time';
    default:
      return 'Office hours, in quarter hours';
  }
}

export default function OfficeHoursField() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Meeting time"
        defaultValue={DAY.hour(19).minute(10)}
        ampm={false}
        minTime={DAY.hour(9)}
        maxTime={DAY.hour(18)}
        minutesStep={15}
        onError={setError}
        slotProps={{ textField: { helperText: message(error) } }}
      />
    </LocalizationProvider>
  );
}
