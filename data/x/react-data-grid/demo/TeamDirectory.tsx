import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(500);
const maxSalary = Math.max(...rows.map((row) => row.salary));

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<EmployeeRow>[] = [
  {
    field: 'name',
    headerName: 'Employee',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 13 }} aria-hidden>
          {row.name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </Avatar>
        <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.name}</Box>
      </Box>
    ),
  },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
  },
  { field: 'role', headerName: 'Role', width: 190, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 190,
    editable: true,
    preProcessEditCellProps: ({ props }) => ({
      ...props,
      error: typeof props.value !== 'number' || props.value < 0,
    }),
    renderCell: ({ value }) => (
      <Box sx={{ width: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, height: 6, bgcolor: 'action.hover', borderRadius: 3 }}>
          <Box
            sx={{
              width: `${Math.min(100, ((value as number) / maxSalary) * 100)}%`,
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
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    valueFormatter: ({ value }) => dateFormatter.format(value as Date),
  },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'active',
    headerName: 'Status',
    type: 'boolean',
    width: 110,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        color={value ? 'success' : 'default'}
        label={value ? 'Active' : 'On leave'}
      />
    ),
  },
];

export default function TeamDirectory() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {selection.length === 0 ? 'No employee selected' : `${selection.length} selected`}
      </Typography>
      <div style={{ height: 520 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{
            sorting: { sortModel: [{ field: 'startDate', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 25, page: 0 } },
          }}
          pageSizeOptions={[25, 50, 100]}
        />
      </div>
    </div>
  );
}
