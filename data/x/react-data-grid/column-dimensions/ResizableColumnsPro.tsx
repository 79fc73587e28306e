import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(50);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'id', headerName: 'ID', width: 70, resizable: false },
  { field: 'name', headerName: 'Name', width: 180, minWidth: 120, maxWidth: 320 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'role', headerName: 'Role', width: 180 },
];

export default function ResizableColumnsPro() {
  const [lastResize, setLastResize] = React.useState('Drag a column separator');
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {lastResize}
      </Typography>
      <div style={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnResize={({ colDef, width }) =>
            setLastResize(
              `${colDef.headerName ?? colDef.field} is now ${Math.round(width)} px wide`,
            )
          }
        />
      </div>
    </div>
  );
}
