import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200);

export default function SingleRowSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const selected = rows.find((row) => row.id === selection[0]);
  return (
    <div>
      <p>
        {selected
          ? `Selected: ${selected.name} (${selected.role})`
          : 'Click an active employee to select them.'}
      </p>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          isRowSelectable={(params) => params.row.active}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </div>
  );
}
