import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { BaseSingleInputFieldProps } from '@mui/x-date-pickers/models';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  unstable_useSingleInputDateRangeField as useSingleInputDateRangeField,
  type UseSingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type {
  DateRange,
  DateRangeValidationError,
  RangeFieldSection,
} from '@mui/x-date-pickers-pro';

type BrowserRangeFieldProps = UseSingleInputDateRangeFieldProps<Dayjs> &
  BaseSingleInputFieldProps<DateRange<Dayjs>, Dayjs, RangeFieldSection, DateRangeValidationError>;

const Label = styled('label')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  width: 'fit-content',
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
}));

const Input = styled('input')(({ theme }) => ({
  width: '25ch',
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

// One input for both dates: `fieldType` tells the range picker not to look for two, and the
// picker gives the field a ref to its root element.
const BrowserRangeField = Object.assign(
  React.forwardRef(function BrowserRangeField(
    props: BrowserRangeFieldProps,
    ref: React.Ref<HTMLDivElement>,
  ) {
    const { inputRef, ...rest } = props;
    const field = useSingleInputDateRangeField<Dayjs, typeof rest>({ props: rest, inputRef });
    return (
      // A range picker has no open button: a click on the input opens it.
      <div ref={ref} className={field.className}>
        <Label ref={field.InputProps?.ref}>
          {field.label}
          <Input
            id={field.id}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onKeyDown={field.onKeyDown}
            onPaste={field.onPaste}
            onClick={field.onClick}
            onMouseUp={field.onMouseUp}
            onFocus={field.onFocus}
            onBlur={field.onBlur}
            placeholder={field.placeholder}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            readOnly={field.readOnly}
            disabled={field.disabled}
            aria-invalid={field.error}
          />
        </Label>
      </div>
    );
  }),
  { fieldType: 'single-input' as const },
);

export default function BrowserInputRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Billing period"
        defaultValue={[dayjs('2024-05-01'), dayjs('2024-05-31')]}
        slots={{ field: BrowserRangeField }}
      />
    </LocalizationProvider>
  );
}
