import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 118);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function LeafValuesGrouping() {
  // Leaf rows show the employee name in the grouping column instead of an empty cell.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ leafField: 'name', headerName: 'Department / name', width: 240 }}
        initialState={{
          rowGrouping: { model: ['department'] },
          columns: { columnVisibilityModel: { name: false } },
        }}
      />
    </div>
  );
}
