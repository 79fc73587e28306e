import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 125);

// Grouping by a unique or continuous value makes no sense: name and salary cannot be grouped.
const columns: GridColDef[] = employeeColumns
  .filter((column) => column.field !== 'id' && column.field !== 'email')
  .map((column) =>
    column.field === 'name' || column.field === 'salary' ? { ...column, groupable: false } : column,
  );

export default function DisableRowGroupingSome() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} />
    </div>
  );
}
