import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const show = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('MMM D, HH:mm') : 'invalid';

export default function CallbackLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:00'));
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((current) => [line, ...current].slice(0, 8));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Meeting"
          value={value}
          onChange={(next) => {
            setValue(next);
            add(`onChange  ${show(next)}`);
          }}
          onAccept={(next) => add(`onAccept  ${show(next)}`)}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
        />
        <List dense aria-label="Callback log" sx={{ fontFamily: 'monospace', minWidth: 240 }}>
          {log.length === 0 ? <ListItem>Open the picker and choose a value</ListItem> : null}
          {log.map((line, index) => (
            <ListItem key={`${index}-${line}`} sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              {line}
            </ListItem>
          ))}
        </List>
      </Stack>
    </LocalizationProvider>
  );
}
