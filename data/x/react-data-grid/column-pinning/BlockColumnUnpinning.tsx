import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridPinnedColumns } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40, 51);

// `pinnable: false` takes the pinning items out of the name column's menu.
const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => column.field !== 'id')
  .map((column) => ({
    ...column,
    flex: undefined,
    width: 170,
    pinnable: column.field !== 'name',
  }));

/** Whatever the change, the name column stays first on the left. */
function keepNamePinned(model: GridPinnedColumns): GridPinnedColumns {
  return {
    left: ['name', ...(model.left ?? []).filter((field) => field !== 'name')],
    right: (model.right ?? []).filter((field) => field !== 'name'),
  };
}

export default function BlockColumnUnpinning() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumns>({
    left: ['name'],
  });
  const others = [...(pinnedColumns.left ?? []), ...(pinnedColumns.right ?? [])].filter(
    (field) => field !== 'name',
  );
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        Pinned by you: {others.length > 0 ? others.join(', ') : 'none'}. The name column cannot be
        unpinned.
      </Typography>
      <div style={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(keepNamePinned(model))}
        />
      </div>
    </div>
  );
}
