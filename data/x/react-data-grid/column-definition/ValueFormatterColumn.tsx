import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';

const rows = createEmployeeRows(40, 620);

// The stored value stays a number (for sorting and filtering); only its display changes.
const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'salary',
    headerName: 'Monthly salary',
    type: 'number',
    width: 150,
    valueFormatter: ({ value }) =>
      `${Math.round(Number(value) / 12).toLocaleString('en-US')} $/month`,
  },
];

export default function ValueFormatterColumn() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooterPagination />
    </div>
  );
}
