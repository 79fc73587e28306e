import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);
const maxSalary = Math.max(...rows.map((row) => row.salary));

const columns: GridColDef<EmployeeRow>[] = [
  {
    field: 'initials',
    headerName: 'Initials',
    width: 90,
    valueGetter: ({ row }) =>
      row.name
        .split(' ')
        .map((part) => part[0])
        .join(''),
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 200,
    renderCell: ({ value }) => (
      <Box sx={{ width: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, height: 6, bgcolor: 'action.hover', borderRadius: 3 }}>
          <Box
            sx={{
              width: `${((value as number) / maxSalary) * 100}%`,
              height: 1,
              bgcolor: 'primary.main',
              borderRadius: 3,
            }}
          />
        </Box>
        {formatSalary(value as number)}
      </Box>
    ),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function ColumnTypes() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
