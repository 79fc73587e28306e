import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 120);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function SingleGroupingColumn() {
  // Both criteria share one grouping column, indented by depth.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="single"
        initialState={{ rowGrouping: { model: ['department', 'country'] } }}
      />
    </div>
  );
}
