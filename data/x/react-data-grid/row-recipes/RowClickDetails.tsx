import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'country'].includes(column.field),
);

export default function RowClickDetails() {
  const [current, setCurrent] = React.useState<EmployeeRow | null>(null);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <div style={{ height: 360, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={({ row }) => setCurrent(row as EmployeeRow)}
          onCellKeyDown={({ row }, event) => {
            if (event.key === 'Enter') {
              setCurrent(row as EmployeeRow);
            }
          }}
        />
      </div>
      <Paper variant="outlined" sx={{ p: 2, width: { md: 260 } }} aria-live="polite">
        {current ? (
          <>
            <Typography variant="h6" component="p">
              {current.name}
            </Typography>
            <Typography variant="body2">{current.role}</Typography>
            <Typography variant="body2">{current.email}</Typography>
            <Typography variant="body2">{formatSalary(current.salary)} a year</Typography>
          </>
        ) : (
          <Typography variant="body2">
            Click a row, or press Enter on it, to see details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
