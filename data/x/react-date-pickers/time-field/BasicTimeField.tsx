import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T15:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
        <TimeField label="12-hour" value={value} onChange={setValue} ampm />
        <TimeField label="24-hour" value={value} onChange={setValue} ampm={false} />
        <TimeField label="With seconds" value={value} onChange={setValue} format="HH:mm:ss" />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Stored value: {value && value.isValid() ? value.format('YYYY-MM-DD HH:mm:ss') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
