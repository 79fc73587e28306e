import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(120, 126);

// Start dates are grouped by their year rather than by the exact day.
const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => column.field !== 'id' && column.field !== 'email')
  .map((column) =>
    column.field === 'startDate'
      ? { ...column, groupingValueGetter: (params) => (params.value as Date).getUTCFullYear() }
      : column,
  );

export default function GroupingValueGetter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['startDate'] },
          sorting: { sortModel: [{ field: '__row_group_by_columns_group__', sort: 'desc' }] },
        }}
      />
    </div>
  );
}
