import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 805);

// Identity columns can only move inside their group; Job columns may leave theirs (freeReordering).
const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Identity', freeReordering: false, children: [{ field: 'name' }, { field: 'email' }] },
  {
    groupId: 'Job',
    freeReordering: true,
    children: [{ field: 'department' }, { field: 'role' }, { field: 'salary' }],
  },
];

export default function GroupsReordering() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns.filter((column) => column.field !== 'id')}
        experimentalFeatures={{ columnGrouping: true }}
        columnGroupingModel={columnGroupingModel}
      />
    </div>
  );
}
