import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200);

export default function SalaryTotals() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false } },
          aggregation: { model: { salary: 'sum', startDate: 'min', name: 'size' } },
        }}
      />
    </div>
  );
}
