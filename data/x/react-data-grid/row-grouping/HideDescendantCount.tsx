import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 119);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function HideDescendantCount() {
  // Group labels without the "(12)" count.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ hideDescendantCount: true }}
        initialState={{ rowGrouping: { model: ['country'] } }}
      />
    </div>
  );
}
