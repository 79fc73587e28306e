import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import type { TimeView } from '@mui/x-date-pickers/models';

const DAY = dayjs('2024-04-17');

export default function TimePlayground() {
  const [ampm, setAmpm] = React.useState(true);
  const [seconds, setSeconds] = React.useState(false);
  const [analog, setAnalog] = React.useState(false);
  const [officeHours, setOfficeHours] = React.useState(false);
  const [step, setStep] = React.useState(1);

  const views: TimeView[] = seconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes'];
  const common = {
    defaultValue: DAY.hour(10).minute(30),
    ampm,
    views,
    minutesStep: step,
    minTime: officeHours ? DAY.hour(9) : undefined,
    maxTime: officeHours ? DAY.hour(17) : undefined,
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ minWidth: 220 }}>
          <FormControlLabel
            control={<Switch checked={ampm} onChange={() => setAmpm(!ampm)} />}
            label="ampm"
          />
          <FormControlLabel
            control={<Switch checked={seconds} onChange={() => setSeconds(!seconds)} />}
            label="seconds view"
          />
          <FormControlLabel
            control={<Switch checked={analog} onChange={() => setAnalog(!analog)} />}
            label="analog clock on desktop"
          />
          <FormControlLabel
            control={<Switch checked={officeHours} onChange={() => setOfficeHours(!officeHours)} />}
            label="9:00–17:00 only"
          />
          <TextField
            select
            SelectProps={{ native: true }}
            size="small"
            label="minutesStep"
            value={step}
            onChange={(event) => setStep(Number(event.target.value))}
          >
            {[1, 5, 15, 30].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </TextField>
        </Stack>
        <Stack spacing={2}>
          <StaticTimePicker {...common} />
          <DesktopTimePicker
            {...common}
            label="Desktop"
            viewRenderers={
              analog
                ? {
                    hours: renderTimeViewClock,
                    minutes: renderTimeViewClock,
                    seconds: renderTimeViewClock,
                  }
                : undefined
            }
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
