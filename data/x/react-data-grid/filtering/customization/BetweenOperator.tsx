import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, GridToolbar, getGridNumericOperators } from '@mui/x-data-grid';
import type { GridColDef, GridFilterInputValueProps, GridFilterOperator } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';
import type { EmployeeRow } from '../../../datasets/employees';

const rows = createEmployeeRows(200);

type Range = [number | undefined, number | undefined];

function toRange(value: unknown): Range {
  return Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
}

function RangeInput({ item, applyValue }: GridFilterInputValueProps) {
  const [low, high] = toRange(item.value);
  const update = (index: 0 | 1, text: string) => {
    const next: Range = [low, high];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48 }}>
      <TextField
        variant="standard"
        type="number"
        label="From"
        value={low ?? ''}
        onChange={(event) => update(0, event.target.value)}
      />
      <TextField
        variant="standard"
        type="number"
        label="To"
        value={high ?? ''}
        onChange={(event) => update(1, event.target.value)}
      />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<EmployeeRow, number> = {
  label: 'between',
  value: 'between',
  InputComponent: RangeInput,
  getValueAsString: (value) => toRange(value).join(' – '),
  getApplyFilterFn: (filterItem) => {
    const [low, high] = toRange(filterItem.value);
    if (typeof low !== 'number' || typeof high !== 'number' || Number.isNaN(low + high)) {
      return null;
    }
    return ({ value }) => typeof value === 'number' && value >= low && value <= high;
  },
};

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => ['name', 'department', 'salary'].includes(column.field))
  .map((column) =>
    column.field === 'salary'
      ? { ...column, filterOperators: [betweenOperator, ...getGridNumericOperators()] }
      : column,
  );

export default function BetweenOperator() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'salary', operator: 'between', value: [60000, 70000] }],
            },
          },
        }}
      />
    </div>
  );
}
