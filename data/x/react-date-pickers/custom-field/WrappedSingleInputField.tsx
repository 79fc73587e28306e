import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  SingleInputDateRangeField,
  type SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

/**
 * The single input field with an icon in front of the dates. A range picker reads `fieldType` on
 * its field to know whether it renders one input or two, and gives the field a ref to its root.
 */
const IconRangeField = Object.assign(
  React.forwardRef(function IconRangeField(
    props: SingleInputDateRangeFieldProps<Dayjs>,
    ref: React.Ref<HTMLDivElement>,
  ) {
    return (
      <SingleInputDateRangeField
        {...props}
        ref={ref}
        InputProps={{
          // Keep the picker's InputProps: their `ref` anchors the popup.
          ...props.InputProps,
          startAdornment: (
            <InputAdornment position="start">
              <DateRangeIcon />
            </InputAdornment>
          ),
        }}
      />
    );
  }),
  { fieldType: 'single-input' as const },
);

export default function WrappedSingleInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Campaign"
        defaultValue={[dayjs('2024-09-02'), dayjs('2024-09-29')]}
        slots={{ field: IconRangeField }}
        sx={{ minWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
