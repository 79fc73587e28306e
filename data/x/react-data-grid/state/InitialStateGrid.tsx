import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200, 704);

export default function InitialStateGrid() {
  // One object sets the starting sort, filter, page and hidden columns; the grid owns them afterwards.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        initialState={{
          sorting: { sortModel: [{ field: 'startDate', sort: 'asc' }] },
          filter: { filterModel: { items: [{ field: 'active', operator: 'is', value: 'true' }] } },
          columns: { columnVisibilityModel: { id: false, email: false } },
          pagination: { paginationModel: { pageSize: 25, page: 0 } },
        }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
