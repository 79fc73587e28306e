import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(50);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'id', headerName: 'width: 70', width: 70 },
  { field: 'name', headerName: 'flex: 1, minWidth: 150', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'flex: 2, minWidth: 220', flex: 2, minWidth: 220 },
  { field: 'country', headerName: 'width: 160', width: 160 },
];

export default function ColumnSizing() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
