import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 222);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

const limited = columns.map((column) =>
  column.field === 'salary' || column.field === 'startDate'
    ? column
    : { ...column, aggregable: false },
);

export default function DisableAggregationSome() {
  // Only salary and start date can be aggregated.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={limited}
        initialState={{ aggregation: { model: { salary: 'avg' } } }}
      />
    </div>
  );
}
