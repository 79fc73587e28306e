import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(50);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
];

function EmployeeDetails({ row }: { row: EmployeeRow }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p">
        {row.name}
      </Typography>
      <Typography variant="body2">Email: {row.email}</Typography>
      <Typography variant="body2">Salary: {formatSalary(row.salary)}</Typography>
      <Typography variant="body2">Country: {row.country}</Typography>
    </Box>
  );
}

export default function DetailPanelPro() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<EmployeeRow>) => <EmployeeDetails row={row} />,
    [],
  );
  // A fixed height in pixels: enough for the four lines of every panel.
  const getDetailPanelHeight = React.useCallback(() => 136, []);
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
