import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(30, 11);

const columns: GridColDef<EmployeeRow>[] = [
  // No width: the column gets the default of 100 pixels.
  { field: 'id', headerName: 'Default' },
  { field: 'name', headerName: 'width: 180', width: 180 },
  { field: 'email', headerName: 'width: 300', width: 300 },
  { field: 'country', headerName: 'width: 150', width: 150 },
];

export default function FixedColumnWidths() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
