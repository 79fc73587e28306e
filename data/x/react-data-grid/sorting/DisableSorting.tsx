import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(50, 18);

// E-mail and role headers no longer sort on click; the other columns still do.
const columns: GridColDef[] = employeeColumns.map((column) =>
  column.field === 'email' || column.field === 'role' ? { ...column, sortable: false } : column,
);

export default function DisableSorting() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
