import * as React from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const CALENDARS = [
  { name: 'Gregorian', locale: 'en-u-ca-gregory' },
  { name: 'Islamic (Umm al-Qura)', locale: 'en-u-ca-islamic-umalqura' },
  { name: 'Persian', locale: 'en-u-ca-persian' },
  { name: 'Hebrew', locale: 'en-u-ca-hebrew' },
];

function inCalendar(value: Dayjs, locale: string): string {
  // Noon UTC, so the calendar day is the same wherever the page is read.
  const noon = Date.UTC(value.year(), value.month(), value.date(), 12);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(noon);
}

export default function OtherCalendarsReadout() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  // The browser's calendar data may differ from the server's: convert after hydration only.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DatePicker label="Gregorian date" value={value} onChange={setValue} />
        <Table size="small" aria-label="The date in other calendars">
          <TableBody>
            {CALENDARS.map(({ name, locale }) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>
                  {mounted && value?.isValid() ? inCalendar(value, locale) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
