import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function PlainFormSubmit() {
  const [name, setName] = React.useState('Ada Chen');
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs('1990-12-10'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [sent, setSent] = React.useState('');

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (error || !birthday?.isValid()) {
      setSent('Not sent: the birthday is missing or invalid.');
      return;
    }
    // A calendar date, not an instant: send it without a time or a time zone.
    setSent(JSON.stringify({ name, birthday: birthday.format('YYYY-MM-DD') }));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={handleSubmit} noValidate>
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <DatePicker
          label="Birthday"
          value={birthday}
          onChange={setBirthday}
          disableFuture
          onError={setError}
          slotProps={{
            textField: { required: true, helperText: error ? 'Enter a past date' : ' ' },
          }}
        />
        <Button type="submit" variant="contained">
          Submit
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }} aria-live="polite">
          {sent}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
