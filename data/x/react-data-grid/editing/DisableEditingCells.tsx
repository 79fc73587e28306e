import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(10, 12);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
  { field: 'role', headerName: 'Role', width: 170, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

export default function DisableEditingCells() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Former employees (not active) keep their last role and salary.
        isCellEditable={(params) => params.row.active}
        getRowClassName={(params) => (params.row.active ? '' : 'former')}
        sx={{ '& .former': { color: 'text.secondary', fontStyle: 'italic' } }}
      />
    </div>
  );
}
