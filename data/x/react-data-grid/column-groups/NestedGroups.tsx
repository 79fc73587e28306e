import Box from '@mui/material/Box';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColumnGroupingModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'who', headerName: 'Employee', children: [{ field: 'name' }] },
  {
    groupId: 'job',
    headerName: 'Job',
    headerClassName: 'job-group',
    renderHeaderGroup: ({ headerName }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        <WorkOutlineIcon fontSize="small" aria-hidden />
        {headerName}
      </Box>
    ),
    children: [
      {
        groupId: 'position',
        headerName: 'Position',
        children: [{ field: 'department' }, { field: 'role' }],
      },
      { groupId: 'pay', headerName: 'Pay', children: [{ field: 'salary' }] },
    ],
  },
];

export default function NestedGroups() {
  return (
    <Box sx={{ height: 440, width: '100%', '& .job-group': { bgcolor: 'action.hover' } }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns.filter((column) =>
          ['name', 'department', 'role', 'salary'].includes(column.field),
        )}
        experimentalFeatures={{ columnGrouping: true }}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
