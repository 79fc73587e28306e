import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BookingForm() {
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:30'));
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2024-04-16T18:00'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Appointment date" value={date} onChange={setDate} />
        <TimePicker label="Appointment time" value={time} onChange={setTime} />
        <DateTimePicker label="Send reminder at" value={reminder} onChange={setReminder} />
        <div>
          Booked for {date?.format('dddd D MMMM YYYY') ?? '—'} at {time?.format('HH:mm') ?? '—'}
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
