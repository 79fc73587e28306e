import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ProDateTimeRangeFields() {
  const [maintenance, setMaintenance] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-03-05T22:00'),
    dayjs('2024-03-06T01:30'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          value={maintenance}
          onChange={setMaintenance}
          format="YYYY-MM-DD HH:mm"
        />
        <MultiInputDateTimeRangeField
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Starts' : 'Ends' }),
          }}
          value={maintenance}
          onChange={setMaintenance}
          format="YYYY-MM-DD HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
