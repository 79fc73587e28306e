import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridPinnedColumns } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);
const columns: GridColDef<EmployeeRow>[] = employeeColumns.map((column) => ({
  ...column,
  flex: undefined,
  width: 170,
  pinnable: column.field !== 'email',
}));

export default function ControlledPinning() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumns>({
    left: ['name'],
  });
  const nameIsPinned = pinnedColumns.left?.includes('name') ?? false;
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={nameIsPinned}
            onChange={(event) =>
              setPinnedColumns((current) => ({
                ...current,
                left: event.target.checked
                  ? ['name', ...(current.left ?? []).filter((field) => field !== 'name')]
                  : (current.left ?? []).filter((field) => field !== 'name'),
              }))
            }
          />
        }
        label="Pin the name column"
      />
      <div style={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
        />
      </div>
    </div>
  );
}
