import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 121);

const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function DisableRowGroupingAll() {
  // No "Group by" item in any column menu.

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} disableRowGrouping />
    </div>
  );
}
