import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Deliveries start on 15 April 2024.',
  maxDate: 'Deliveries can be booked up to 31 May 2024.',
  shouldDisableDate: 'No deliveries at weekends.',
  invalidDate: 'This date is not valid.',
};

export default function ValidationDatePicker() {
  const [error, setError] = React.useState<DateValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        defaultValue={dayjs('2024-04-17')}
        minDate={dayjs('2024-04-15')}
        maxDate={dayjs('2024-05-31')}
        shouldDisableDate={isWeekend}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Weekdays between 15 April and 31 May',
          },
        }}
      />
    </LocalizationProvider>
  );
}
