import * as React from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DataGrid, getGridDateOperators, useGridApiContext } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridColTypeDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface TaskRow {
  id: number;
  task: string;
  due: Date | null;
  reminder: Date | null;
}

const TASKS = [
  'Renew the office lease',
  'Send the quarterly report',
  'Book the team offsite',
  'Review the support backlog',
  'Update the privacy policy',
  'Plan the spring release',
  'Audit the cloud costs',
  'Interview two candidates',
];

// Local dates: a calendar day means the same day whatever the reader's time zone.
const rows: TaskRow[] = TASKS.map((task, index) => ({
  id: index + 1,
  task,
  due: new Date(2024, 3, 2 + index * 4),
  reminder: index % 3 === 2 ? null : new Date(2024, 3, 1 + index * 4, 9 + (index % 4) * 2, 30),
}));

/** Keeps clicks and Enter inside the calendar from reaching the grid, which would end editing. */
const keepInsideCell = {
  onMouseUp: (event: React.MouseEvent) => event.stopPropagation(),
  onKeyDown: (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.stopPropagation();
    }
  },
};

function EditDateCell({ id, field, value, colDef, hasFocus }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);
  const handleChange = (newValue: Dayjs | null) => {
    apiRef.current.setEditCellValue({
      id,
      field,
      value: newValue && newValue.isValid() ? newValue.toDate() : null,
    });
  };
  const common = {
    value: value ? dayjs(value as Date) : null,
    onChange: handleChange,
    slotProps: {
      textField: {
        inputRef,
        variant: 'standard' as const,
        fullWidth: true,
        inputProps: { 'aria-label': colDef.headerName ?? field },
        InputProps: { disableUnderline: true },
        sx: { px: 1 },
      },
      desktopPaper: keepInsideCell,
    },
  };
  return colDef.type === 'dateTime' ? (
    <DesktopDateTimePicker {...common} />
  ) : (
    <DesktopDatePicker {...common} />
  );
}

function DateFilterInput({ item, applyValue, apiRef }: GridFilterInputValueProps) {
  const withTime = apiRef.current.getColumn(item.field).type === 'dateTime';
  const common = {
    label: 'Value',
    value: item.value ? dayjs(item.value as string) : null,
    onChange: (newValue: Dayjs | null) =>
      applyValue({
        ...item,
        // The built-in date operators read the value as the native inputs write it.
        value:
          newValue && newValue.isValid()
            ? newValue.format(withTime ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DD')
            : undefined,
      }),
    slotProps: { textField: { variant: 'standard' as const } },
  };
  return withTime ? <DesktopDateTimePicker {...common} /> : <DesktopDatePicker {...common} />;
}

/** The built-in operators of a date column, with a date picker as their value input. */
function withPickerInput(operators: GridFilterOperator[]): GridFilterOperator[] {
  return operators.map((operator) =>
    operator.InputComponent ? { ...operator, InputComponent: DateFilterInput } : operator,
  );
}

const dateColumnType: GridColTypeDef<Date | null, string> = {
  type: 'date',
  renderEditCell: (params) => <EditDateCell {...params} />,
  filterOperators: withPickerInput(getGridDateOperators(false)),
  valueFormatter: ({ value }) => (value ? dayjs(value).format('MMM D, YYYY') : ''),
};

const dateTimeColumnType: GridColTypeDef<Date | null, string> = {
  type: 'dateTime',
  renderEditCell: (params) => <EditDateCell {...params} />,
  filterOperators: withPickerInput(getGridDateOperators(true)),
  valueFormatter: ({ value }) => (value ? dayjs(value).format('MMM D, YYYY h:mm A') : ''),
};

const columns: GridColDef<TaskRow>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200, editable: true },
  { field: 'due', headerName: 'Due date', width: 170, editable: true, ...dateColumnType },
  { field: 'reminder', headerName: 'Reminder', width: 230, editable: true, ...dateTimeColumnType },
];

export default function DatePickerColumns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </LocalizationProvider>
  );
}
