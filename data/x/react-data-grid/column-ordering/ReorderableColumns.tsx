import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);
// The name column stays where it is; every other column can be dragged.
const columns: GridColDef<EmployeeRow>[] = employeeColumns.map((column) =>
  column.field === 'name' ? { ...column, disableReorder: true } : column,
);

export default function ReorderableColumns() {
  const [message, setMessage] = React.useState('Drag a column header');
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {message}
      </Typography>
      <div style={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          columnVisibilityModel={{ id: false }}
          onColumnOrderChange={({ column, oldIndex, targetIndex }) =>
            setMessage(
              `${column.headerName ?? column.field}: position ${oldIndex} → ${targetIndex}`,
            )
          }
        />
      </div>
    </div>
  );
}
