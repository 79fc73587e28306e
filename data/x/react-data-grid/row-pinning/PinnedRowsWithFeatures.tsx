import * as React from 'react';
import { DataGridPro, GridToolbar } from '@mui/x-data-grid-pro';
import type { GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const allRows = createEmployeeRows(80, 61);
const you = allRows[0];
const rows = allRows.slice(1);

const columns: GridColDef<EmployeeRow>[] = employeeColumns.filter((column) =>
  ['name', 'department', 'country', 'salary'].includes(column.field),
);

export default function PinnedRowsWithFeatures() {
  const pinnedRows = React.useMemo<GridPinnedRowsProp<EmployeeRow>>(() => {
    const payroll = rows.reduce((sum, row) => sum + row.salary, 0);
    return {
      top: [{ ...you, name: `${you.name} (you)` }],
      bottom: [
        {
          ...you,
          id: -1,
          name: 'Payroll of the others',
          department: `${rows.length} people`,
          country: '',
          salary: payroll,
        },
      ],
    };
  }, []);

  return (
    <div style={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        checkboxSelection
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        sx={{ '& .MuiDataGrid-pinnedRows': { fontWeight: 700 } }}
      />
    </div>
  );
}
