import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  unstable_useDateField as useDateField,
  type UseDateFieldProps,
} from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

type BrowserFieldProps = UseDateFieldProps<Dayjs> &
  BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, DateValidationError>;

const Row = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 0.5, 0.5, 1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}` },
  '&[data-error="true"]': { borderColor: theme.palette.error.main },
}));

const Input = styled('input')(({ theme }) => ({
  width: '11ch',
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
}));

function BrowserDateField(props: BrowserFieldProps) {
  // The hook turns the picker's props into the props of one text input.
  const { inputRef, ...rest } = props;
  const field = useDateField<Dayjs, typeof rest>({ props: rest, inputRef });
  return (
    <Row ref={field.InputProps?.ref} className={field.className} data-error={field.error}>
      <label htmlFor={field.id}>{field.label}</label>
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
      {/* The button that opens the calendar. */}
      {field.InputProps?.endAdornment}
    </Row>
  );
}

export default function BrowserInputPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        value={value}
        onChange={setValue}
        slots={{ field: BrowserDateField }}
      />
      <p>Value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}</p>
    </LocalizationProvider>
  );
}
