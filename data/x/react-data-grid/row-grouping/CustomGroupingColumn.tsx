import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 120);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function CustomGroupingColumn() {
  // One definition for the grouping column: a header, a width and a description.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{
          headerName: 'Team',
          width: 220,
          description: 'Department of the employee',
        }}
        initialState={{ rowGrouping: { model: ['department'] } }}
      />
    </div>
  );
}
