import { DataGridPro } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(20);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'role', 'country'].includes(column.field),
);

export default function ReorderRows() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering />
    </div>
  );
}
