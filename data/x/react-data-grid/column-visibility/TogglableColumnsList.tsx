import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 620);

// The columns panel lists every column but the id and the name.
const getTogglableColumns = (columns: GridColDef[]) =>
  columns
    .filter((column) => column.field !== 'id' && column.field !== 'name')
    .map((column) => column.field);

export default function TogglableColumnsList() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ columnsPanel: { getTogglableColumns } }}
        hideFooterPagination
      />
    </div>
  );
}
