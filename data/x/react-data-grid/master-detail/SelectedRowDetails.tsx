import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns, formatSalary } from '../../datasets/employees';

const rows = createEmployeeRows(100);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'role'].includes(column.field),
);

export default function SelectedRowDetails() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1]);
  const employee = rows.find((row) => row.id === selection[0]);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
      <Box sx={{ height: 400, flex: 2, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
      <Box
        component="aside"
        aria-live="polite"
        sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {employee ? (
          <dl style={{ margin: 0 }}>
            <dt>Name</dt>
            <dd>{employee.name}</dd>
            <dt>Email</dt>
            <dd>{employee.email}</dd>
            <dt>Salary</dt>
            <dd>{formatSalary(employee.salary)}</dd>
            <dt>Country</dt>
            <dd>{employee.country}</dd>
          </dl>
        ) : (
          'Select a row to see its details.'
        )}
      </Box>
    </Box>
  );
}
