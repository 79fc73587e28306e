import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T15:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <DateTimeField label="Locale default" value={value} onChange={setValue} />
        <DateTimeField
          label="European, 24-hour"
          value={value}
          onChange={setValue}
          format="DD/MM/YYYY HH:mm"
        />
        <DateTimeField
          label="ISO with seconds"
          value={value}
          onChange={setValue}
          format="YYYY-MM-DD HH:mm:ss"
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        ISO-like local value: {value && value.isValid() ? value.format('YYYY-MM-DDTHH:mm') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
