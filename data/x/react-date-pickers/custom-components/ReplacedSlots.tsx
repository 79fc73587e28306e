import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const TODAY = dayjs('2024-04-17');

/** Paydays are the 15th and the last day of each month. */
function PaydayDay(props: PickersDayProps<Dayjs>) {
  const { day } = props;
  const payday = day.date() === 15 || day.date() === day.daysInMonth();
  return (
    <PickersDay
      {...props}
      sx={payday ? { textDecoration: 'underline', textUnderlineOffset: 3 } : undefined}
    />
  );
}

/** Clear and Today as text buttons, OK as the one contained button. */
function CompactActionBar({ onAccept, onClear, onSetToday, className }: PickersActionBarProps) {
  return (
    <DialogActions className={className}>
      <Button onClick={onClear}>Clear</Button>
      <Button onClick={onSetToday}>Today</Button>
      <Button onClick={onAccept} variant="contained">
        OK
      </Button>
    </DialogActions>
  );
}

export default function ReplacedSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Payment date"
        defaultValue={TODAY}
        referenceDate={TODAY}
        closeOnSelect={false}
        slots={{ day: PaydayDay, actionBar: CompactActionBar }}
        slotProps={{ textField: { helperText: 'Paydays are underlined' } }}
      />
    </LocalizationProvider>
  );
}
