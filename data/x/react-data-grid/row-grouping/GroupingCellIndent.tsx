import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 118);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function GroupingCellIndent() {
  // Each depth is indented by 4 spacing units instead of 2.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        sx={{ '--DataGrid-cellOffsetMultiplier': 4 }}
        initialState={{ rowGrouping: { model: ['department', 'country'] } }}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
