import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 613);

// Salaries above 100,000 get a class of their own.
const columns: GridColDef[] = employeeColumns.map((column) =>
  column.field === 'salary'
    ? { ...column, cellClassName: (params) => (Number(params.value) > 100000 ? 'high-salary' : '') }
    : column,
);

export default function CellClassName() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooterPagination
        sx={{ '& .high-salary': { bgcolor: 'warning.light', fontWeight: 'bold' } }}
      />
    </div>
  );
}
