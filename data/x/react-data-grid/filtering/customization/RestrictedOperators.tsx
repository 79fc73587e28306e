import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';
import type { EmployeeRow } from '../../../datasets/employees';

const rows = createEmployeeRows(200);

const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals'].includes(operator.value),
);
const comparisonOperators = getGridNumericOperators().filter((operator) =>
  ['>', '>=', '<', '<='].includes(operator.value),
);

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => ['name', 'role', 'salary', 'country'].includes(column.field))
  .map((column) => {
    if (column.field === 'salary') {
      return { ...column, filterOperators: comparisonOperators };
    }
    if (column.field === 'name' || column.field === 'role') {
      return { ...column, filterOperators: textOperators };
    }
    return column;
  });

export default function RestrictedOperators() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>', value: 90000 }] } },
        }}
      />
    </div>
  );
}
