import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function AutoPageSize() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={employeeColumns} autoPageSize density="compact" />
    </div>
  );
}
