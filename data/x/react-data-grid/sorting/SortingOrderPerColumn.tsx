import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(50, 20);

// Salaries are usually read highest first, so that column starts with a descending sort.
const columns: GridColDef[] = employeeColumns.map((column) =>
  column.field === 'salary' ? { ...column, sortingOrder: ['desc', 'asc', null] } : column,
);

export default function SortingOrderPerColumn() {
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
