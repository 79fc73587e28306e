import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridCellParams, GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(200, 702);

// In the salary column, a number typed in the search box means "at least this much".
const salaryAtLeast = (value: unknown) => {
  const minimum = Number(value);
  if (!value || Number.isNaN(minimum)) return null;
  return (params: GridCellParams) => Number(params.value) >= minimum;
};

const columns: GridColDef[] = employeeColumns.map((column) =>
  column.field === 'salary' ? { ...column, getApplyQuickFilterFn: salaryAtLeast } : column,
);

export default function CustomQuickFilterLogic() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['120000'] } } }}
      />
    </div>
  );
}
