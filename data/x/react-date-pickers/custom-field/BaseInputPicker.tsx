import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { Input } from '@mui/base/Input';
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

type BaseFieldProps = UseDateFieldProps<Dayjs> &
  BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, DateValidationError>;

// Base UI's Input is unstyled: its root and its input are ours to style.
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: 280,
  paddingLeft: theme.spacing(1.5),
  borderRadius: 12,
  background: theme.palette.action.hover,
  border: '1px solid transparent',
  '&.Mui-focused': { borderColor: theme.palette.primary.main },
  '&.Mui-error': { borderColor: theme.palette.error.main },
}));

const InputElement = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  padding: theme.spacing(1.25, 0),
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
}));

function BaseDateField(props: BaseFieldProps) {
  const { inputRef, ...rest } = props;
  const field = useDateField<Dayjs, typeof rest>({ props: rest, inputRef });
  return (
    <Input
      ref={field.InputProps?.ref}
      className={field.className}
      id={field.id}
      value={field.value}
      onChange={field.onChange}
      onKeyDown={field.onKeyDown}
      onFocus={field.onFocus}
      onBlur={field.onBlur}
      placeholder={field.placeholder}
      readOnly={field.readOnly}
      disabled={field.disabled}
      error={field.error}
      endAdornment={field.InputProps?.endAdornment}
      slots={{ root: Root, input: InputElement }}
      slotProps={{
        input: {
          ref: field.ref,
          onClick: field.onClick,
          onPaste: field.onPaste,
          onMouseUp: field.onMouseUp,
          inputMode: field.inputMode,
          autoComplete: field.autoComplete,
          'aria-label': typeof field.label === 'string' ? field.label : undefined,
        },
      }}
    />
  );
}

export default function BaseInputPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Publication date"
        defaultValue={dayjs('2024-04-17')}
        slots={{ field: BaseDateField }}
      />
    </LocalizationProvider>
  );
}
