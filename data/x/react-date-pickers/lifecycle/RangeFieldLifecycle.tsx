import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function RangeFieldLifecycle() {
  const [log, setLog] = React.useState<string[]>([]);
  const show = (day: dayjs.Dayjs | null) =>
    day && day.isValid() ? day.format('MM-DD') : day ? 'invalid' : 'empty';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
          onChange={(value) =>
            setLog((old) =>
              [`onChange: [${show(value[0])}, ${show(value[1])}]`, ...old].slice(0, 5),
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
