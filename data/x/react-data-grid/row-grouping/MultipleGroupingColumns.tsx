import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 123);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function MultipleGroupingColumns() {
  // One grouping column per criterion: department first, then country.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        initialState={{ rowGrouping: { model: ['department', 'country'] } }}
      />
    </div>
  );
}
