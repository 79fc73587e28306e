import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);

export default function NoColumnMenu() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        disableColumnMenu
        slots={{ toolbar: GridToolbar }}
      />
    </div>
  );
}
