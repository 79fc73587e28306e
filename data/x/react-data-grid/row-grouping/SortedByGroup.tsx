import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function SortedByGroup() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        initialState={{
          sorting: { sortModel: [{ field: 'department', sort: 'asc' }] },
          columns: { columnVisibilityModel: { id: false, email: false } },
          pagination: { paginationModel: { pageSize: 50, page: 0 } },
        }}
        pageSizeOptions={[50, 100]}
      />
    </div>
  );
}
