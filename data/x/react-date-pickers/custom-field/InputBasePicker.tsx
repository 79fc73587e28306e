import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Divider from '@mui/material/Divider';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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

type ToolbarFieldProps = UseDateFieldProps<Dayjs> &
  BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, DateValidationError>;

/** A borderless field for a toolbar: Material UI's InputBase, which has no label or outline. */
function ToolbarDateField(props: ToolbarFieldProps) {
  const { inputRef, ...rest } = props;
  const field = useDateField<Dayjs, typeof rest>({ props: rest, inputRef });
  return (
    <InputBase
      ref={field.InputProps?.ref}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onKeyDown={field.onKeyDown}
      onPaste={field.onPaste}
      onClick={field.onClick}
      onMouseUp={field.onMouseUp}
      onFocus={field.onFocus}
      onBlur={field.onBlur}
      placeholder={field.placeholder}
      readOnly={field.readOnly}
      disabled={field.disabled}
      error={field.error}
      endAdornment={field.InputProps?.endAdornment}
      inputProps={{
        inputMode: field.inputMode,
        autoComplete: field.autoComplete,
        'aria-label': typeof field.label === 'string' ? field.label : undefined,
      }}
      sx={{ flex: 1, pl: 1, color: field.error ? 'error.main' : undefined }}
    />
  );
}

export default function InputBasePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', alignItems: 'center', maxWidth: 420, px: 1.5, py: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Orders since
        </Typography>
        <Divider orientation="vertical" flexItem sx={{ mx: 1.5 }} />
        <DatePicker
          label="Orders since"
          defaultValue={dayjs('2024-04-01')}
          disableFuture
          slots={{ field: ToolbarDateField }}
        />
      </Paper>
    </LocalizationProvider>
  );
}
