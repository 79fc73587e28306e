import { DataGrid, GridToolbarColumnsButton, GridToolbarContainer } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);

// The name column cannot be hidden: it identifies the row.
const columns: GridColDef<EmployeeRow>[] = employeeColumns.map((column) =>
  column.field === 'name' ? { ...column, hideable: false } : column,
);

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnsPanelToolbar() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false, startDate: false } },
        }}
      />
    </div>
  );
}
