import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 906);
const columns = employeeColumns.filter((column) => column.field !== 'id');

// The grouping column's field; pinned left, it stays visible while the other columns scroll.
const GROUPING_FIELD = '__row_group_by_columns_group__';

export default function PinnedGroupingColumn() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['country'] },
          pinnedColumns: { left: [GROUPING_FIELD] },
        }}
      />
    </div>
  );
}
