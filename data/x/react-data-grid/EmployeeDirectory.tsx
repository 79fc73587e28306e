import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../datasets/employees';

const rows = createEmployeeRows(1000);

export default function EmployeeDirectory() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          pagination: { paginationModel: { pageSize: 25, page: 0 } },
          columns: { columnVisibilityModel: { id: false } },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </div>
  );
}
