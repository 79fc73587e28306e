import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 225);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function AggregationFooterPerGroup() {
  // Each group gets its own footer row instead of inline values; the grand total is left out (null).
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'sum' } },
        }}
        getAggregationPosition={(groupNode) => (groupNode.depth === -1 ? null : 'footer')}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
