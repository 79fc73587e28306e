import { DataGrid } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';

const rows = createEmployeeRows(40, 616);

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'active',
    headerName: 'Status',
    width: 130,
    renderCell: (params) => (
      <Chip
        size="small"
        color={params.value ? 'success' : 'default'}
        label={params.value ? 'Active' : 'Former'}
      />
    ),
  },
];

export default function RenderCellColumn() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooterPagination />
    </div>
  );
}
