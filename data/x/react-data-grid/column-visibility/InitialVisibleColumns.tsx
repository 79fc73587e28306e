import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 621);

export default function InitialVisibleColumns() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          columns: { columnVisibilityModel: { email: false, id: false, role: false } },
        }}
        hideFooterPagination
      />
    </div>
  );
}
