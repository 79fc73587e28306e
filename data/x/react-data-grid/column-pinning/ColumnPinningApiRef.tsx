import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridPinnedPosition, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridColDef, GridPinnedColumns } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40, 53);
const columns: GridColDef<EmployeeRow>[] = employeeColumns.map((column) => ({
  ...column,
  flex: undefined,
  width: 170,
}));

function describe(model: GridPinnedColumns, nameSide: string | false): string {
  const left = model.left?.length ? model.left.join(', ') : 'nothing';
  const right = model.right?.length ? model.right.join(', ') : 'nothing';
  return `Left: ${left}. Right: ${right}. The name column is ${nameSide ? `pinned ${nameSide}` : 'not pinned'}.`;
}

export default function ColumnPinningApiRef() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState(describe({}, false));

  const actions = [
    {
      label: 'Pin name left',
      run: () => apiRef.current.pinColumn('name', GridPinnedPosition.left),
    },
    {
      label: 'Pin salary right',
      run: () => apiRef.current.pinColumn('salary', GridPinnedPosition.right),
    },
    {
      label: 'Unpin name',
      run: () => apiRef.current.unpinColumn('name'),
    },
    {
      label: 'Pin ID and email left',
      run: () =>
        apiRef.current.setPinnedColumns({
          ...apiRef.current.getPinnedColumns(),
          left: ['id', 'email'],
        }),
    },
    {
      label: 'Unpin all',
      run: () => apiRef.current.setPinnedColumns({}),
    },
  ];

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {actions.map(({ label, run }) => (
          <Button key={label} size="small" variant="outlined" onClick={run}>
            {label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      <div style={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onPinnedColumnsChange={(model) =>
            setSummary(describe(model, apiRef.current.isColumnPinned('name')))
          }
        />
      </div>
    </div>
  );
}
