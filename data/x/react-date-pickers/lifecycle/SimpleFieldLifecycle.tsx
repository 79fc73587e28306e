import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function SimpleFieldLifecycle() {
  const [log, setLog] = React.useState<string[]>([]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateField
          label="Type a new year"
          defaultValue={dayjs('2024-04-17')}
          onChange={(value) =>
            setLog((old) =>
              [
                `onChange: ${value && value.isValid() ? value.format('YYYY-MM-DD') : 'invalid date'}`,
                ...old,
              ].slice(0, 5),
            )
          }
        />
        <ol aria-live="polite">
          {log.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ol>
      </Stack>
    </LocalizationProvider>
  );
}
