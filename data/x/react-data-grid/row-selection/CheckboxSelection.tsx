import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns, formatSalary } from '../../datasets/employees';

const rows = createEmployeeRows(200);

export default function CheckboxSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([2, 5]);
  const total = rows
    .filter((row) => selection.includes(row.id))
    .reduce((sum, row) => sum + row.salary, 0);
  return (
    <div>
      <p>
        {selection.length} selected, total payroll {formatSalary(total)}
      </p>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </div>
  );
}
