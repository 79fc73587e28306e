import * as React from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCellItem } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const ALL_ROWS = createEmployeeRows(50);
const dataColumns = employeeColumns.filter((column) =>
  ['name', 'department', 'country'].includes(column.field),
);

export default function PinOnClick() {
  const [pinnedIds, setPinnedIds] = React.useState<number[]>([3]);

  const toggle = React.useCallback(
    (id: number) =>
      setPinnedIds((current) =>
        current.includes(id) ? current.filter((pinned) => pinned !== id) : [...current, id],
      ),
    [],
  );

  const columns = React.useMemo<GridColDef<EmployeeRow>[]>(
    () => [
      {
        field: 'pin',
        type: 'actions',
        width: 60,
        getActions: ({ row }) => {
          const pinned = pinnedIds.includes(row.id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? `Unpin ${row.name}` : `Pin ${row.name}`}
              onClick={() => toggle(row.id)}
            />,
          ];
        },
      },
      ...dataColumns,
    ],
    [pinnedIds, toggle],
  );

  const rows = ALL_ROWS.filter((row) => !pinnedIds.includes(row.id));
  const pinnedRows = {
    top: pinnedIds
      .map((id) => ALL_ROWS.find((row) => row.id === id))
      .filter((row): row is EmployeeRow => row !== undefined),
  };

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </div>
  );
}
