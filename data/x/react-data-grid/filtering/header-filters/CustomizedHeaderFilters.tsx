import { DataGridPro, getGridStringOperators } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';
import type { EmployeeRow } from '../../../datasets/employees';

const rows = createEmployeeRows(300);
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => ['name', 'role', 'salary', 'active'].includes(column.field))
  .map((column) => {
    if (column.field === 'name' || column.field === 'role') {
      return { ...column, filterOperators: containsOnly };
    }
    if (column.field === 'salary') {
      return { ...column, filterable: false };
    }
    return column;
  });

export default function CustomizedHeaderFilters() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        unstable_headerFilters
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
      />
    </div>
  );
}
