import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

/** The market is open on these days only: the next six Saturdays from May 4, 2024. */
const MARKET_DAYS = Array.from({ length: 6 }, (_, week) => dayjs('2024-05-04').add(week, 'week'));

function isMarketDay(day: Dayjs) {
  return MARKET_DAYS.some((open) => open.isSame(day, 'day'));
}

type AutocompleteFieldProps = UseDateFieldProps<Dayjs> &
  BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, DateValidationError>;

function AutocompleteField(props: AutocompleteFieldProps) {
  const { label, id, disabled, readOnly, className, InputProps, inputRef, value, onChange } = props;
  return (
    <Autocomplete
      // The picker anchors its popup on this element.
      ref={InputProps?.ref}
      id={id}
      className={className}
      disabled={disabled}
      readOnly={readOnly}
      options={MARKET_DAYS}
      value={value ?? null}
      onChange={(_event, day) => onChange?.(day, { validationError: null })}
      getOptionLabel={(day) => day.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      openOnFocus
      forcePopupIcon={false}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          InputProps={{
            ...params.InputProps,
            // The picker's button, which opens the calendar.
            endAdornment: InputProps?.endAdornment,
          }}
        />
      )}
    />
  );
}

export default function AutocompleteFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DatePicker
          label="Market day"
          value={value}
          onChange={setValue}
          referenceDate={MARKET_DAYS[0]}
          shouldDisableDate={(day) => !isMarketDay(day)}
          slots={{ field: AutocompleteField }}
        />
        <Typography variant="body2" aria-live="polite">
          {value
            ? `You will collect your basket on ${value.format('MMMM D, YYYY')}.`
            : 'No day chosen yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
