import Chip from '@mui/material/Chip';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);

function StatusCell({ value }: GridRenderCellParams<EmployeeRow, boolean>) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={value ? 'success' : 'default'}
      label={value ? 'Active' : 'Inactive'}
    />
  );
}

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'active',
    headerName: 'Status',
    type: 'boolean',
    width: 120,
    renderCell: (params: GridRenderCellParams<EmployeeRow, boolean>) => <StatusCell {...params} />,
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    renderCell: ({ value, hasFocus }: GridRenderCellParams<EmployeeRow, string>) => (
      <a href={`mailto:${value ?? ''}`} tabIndex={hasFocus ? 0 : -1}>
        {value}
      </a>
    ),
  },
];

export default function StatusChipColumn() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
