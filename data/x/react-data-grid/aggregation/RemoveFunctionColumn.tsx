import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 220);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

const restricted = columns.map((column) =>
  column.field === 'salary' ? { ...column, availableAggregationFunctions: ['sum', 'avg'] } : column,
);

export default function RemoveFunctionColumn() {
  // The salary column offers only sum and average.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={restricted}
        initialState={{ aggregation: { model: { salary: 'sum' } } }}
      />
    </div>
  );
}
