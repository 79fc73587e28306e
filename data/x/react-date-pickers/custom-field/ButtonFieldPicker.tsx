import * as React from 'react';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

type ButtonFieldProps = UseDateFieldProps<Dayjs> &
  BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, DateValidationError>;

/** Lets the button field toggle the picker it belongs to. */
const ToggleContext = React.createContext<() => void>(() => undefined);

function ButtonField({ label, id, disabled, InputProps, inputProps }: ButtonFieldProps) {
  const toggle = React.useContext(ToggleContext);
  return (
    <Button
      variant="outlined"
      id={id}
      disabled={disabled}
      ref={InputProps?.ref}
      aria-label={inputProps?.['aria-label']}
      startIcon={<CalendarMonthIcon />}
      onClick={toggle}
    >
      {label}
    </Button>
  );
}

export default function ButtonFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [open, setOpen] = React.useState(false);
  const toggle = React.useCallback(() => setOpen((current) => !current), []);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleContext.Provider value={toggle}>
        <DatePicker
          label={value ? value.format('MMM D, YYYY') : 'Pick a date'}
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ field: ButtonField }}
        />
      </ToggleContext.Provider>
    </LocalizationProvider>
  );
}
