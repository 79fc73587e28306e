import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 11);

// The checkbox column is a column like any other: move it to the end and give it a header.
const columns: GridColDef[] = [
  ...employeeColumns.filter((column) => ['name', 'department', 'role'].includes(column.field)),
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, headerName: 'Invite', width: 90 },
];

export default function CustomCheckboxColumn() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection hideFooterPagination />
    </div>
  );
}
