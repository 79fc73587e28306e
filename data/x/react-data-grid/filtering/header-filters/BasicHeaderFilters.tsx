import { DataGridPro } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(300);

export default function BasicHeaderFilters() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        unstable_headerFilters
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false } },
          filter: {
            filterModel: { items: [{ field: 'department', operator: 'is', value: 'Sales' }] },
          },
        }}
      />
    </div>
  );
}
