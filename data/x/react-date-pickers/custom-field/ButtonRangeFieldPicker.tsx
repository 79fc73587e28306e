import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { BaseSingleInputFieldProps } from '@mui/x-date-pickers/models';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { UseSingleInputDateRangeFieldProps } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type {
  DateRange,
  DateRangeValidationError,
  RangeFieldSection,
} from '@mui/x-date-pickers-pro';

type ButtonRangeFieldProps = UseSingleInputDateRangeFieldProps<Dayjs> &
  BaseSingleInputFieldProps<
    DateRange<Dayjs>,
    Dayjs,
    RangeFieldSection,
    DateRangeValidationError
  > & {
    /** Given by the range picker to a single input field: opens the picker. */
    onClick?: React.MouseEventHandler;
  };

function describe([start, end]: DateRange<Dayjs>) {
  if (!start || !end) {
    return 'Any dates';
  }
  return `${start.format('MMM D')} – ${end.format('MMM D, YYYY')}`;
}

// A button shows both dates at once, so it stands for a single input field. Like every range
// field, it receives a ref for its root element.
const ButtonRangeField = Object.assign(
  React.forwardRef(function ButtonRangeField(
    props: ButtonRangeFieldProps,
    ref: React.Ref<HTMLButtonElement>,
  ) {
    const { label, id, disabled, InputProps, inputProps, value, onClick } = props;
    const handleRef = useForkRef(ref, InputProps?.ref);
    return (
      <Button
        variant="outlined"
        id={id}
        disabled={disabled}
        ref={handleRef}
        onClick={onClick}
        startIcon={<DateRangeIcon />}
        aria-label={inputProps?.['aria-label']}
      >
        {label}: {describe(value ?? [null, null])}
      </Button>
    );
  }),
  { fieldType: 'single-input' as const },
);

export default function ButtonRangeFieldPicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-05'),
    dayjs('2024-08-16'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Trip"
        value={value}
        onChange={setValue}
        slots={{ field: ButtonRangeField }}
      />
    </LocalizationProvider>
  );
}
