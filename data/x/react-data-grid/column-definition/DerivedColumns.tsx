import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(60);
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
// A fixed "today", so the server and the browser compute the same tenure.
const TODAY = Date.UTC(2024, 0, 1);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'tenure',
    headerName: 'Tenure',
    type: 'number',
    width: 120,
    description: 'Whole years since the start date',
    valueGetter: ({ row }) => Math.floor((TODAY - row.startDate.getTime()) / YEAR_MS),
    valueFormatter: ({ value }) => `${value as number} yr`,
  },
  {
    field: 'monthly',
    headerName: 'Monthly pay',
    type: 'number',
    width: 140,
    valueGetter: ({ row }) => Math.round(row.salary / 12),
    valueFormatter: ({ value }) => `$${(value as number).toLocaleString('en-US')}`,
  },
];

export default function DerivedColumns() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'tenure', sort: 'desc' }] } }}
      />
    </div>
  );
}
