import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 25);

// Salary and e-mail are not offered in the filter panel's column list.
const columns: GridColDef[] = employeeColumns.map((column) =>
  column.field === 'salary' || column.field === 'email' ? { ...column, filterable: false } : column,
);

export default function NonFilterableColumns() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
