import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 122);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function GroupExpandedByDefault() {
  // Only the Engineering group starts open.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        isGroupExpandedByDefault={(node) => node.groupingKey === 'Engineering'}
        initialState={{ rowGrouping: { model: ['department'] } }}
      />
    </div>
  );
}
