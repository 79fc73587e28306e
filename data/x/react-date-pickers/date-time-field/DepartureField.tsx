import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const CHECK_IN_OPENS = dayjs('2024-04-17T14:00');

function helperText(error: DateTimeValidationError): string {
  if (error === 'minDate' || error === 'minTime') {
    return 'Departures start on April 17 at 2:00 PM';
  }
  if (error === 'minutesStep') {
    return 'Departures leave every 5 minutes';
  }
  if (error === 'invalidDate') {
    return 'Finish typing the date and time';
  }
  return 'From April 17, 2:00 PM, every 5 minutes';
}

export default function DepartureField() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Departure"
        defaultValue={dayjs('2024-04-17T10:02')}
        minDateTime={CHECK_IN_OPENS}
        minutesStep={5}
        onError={setError}
        slotProps={{ textField: { helperText: helperText(error), sx: { minWidth: 280 } } }}
      />
    </LocalizationProvider>
  );
}
