import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 221);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function DisableAggregationAll() {
  // No column menu offers aggregation, and the footer row is gone.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} disableAggregation />
    </div>
  );
}
