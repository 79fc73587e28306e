import { DataGridPro, GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40, 52);
const columns: GridColDef<EmployeeRow>[] = employeeColumns.map((column) => ({
  ...column,
  flex: undefined,
  width: 170,
}));

export default function PinCheckboxColumn() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{
          // The selection column's field is `__check__`: pin it like any other column.
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'] },
        }}
      />
    </div>
  );
}
