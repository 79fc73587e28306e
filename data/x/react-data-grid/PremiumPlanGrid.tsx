import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../datasets/employees';

const rows = createEmployeeRows(1000, 902);

export default function PremiumPlanGrid() {
  // Premium adds row grouping, aggregation and Excel export (in the toolbar's Export menu).
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'avg' } },
        }}
      />
    </div>
  );
}
