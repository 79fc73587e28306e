import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 519);

export default function DefaultItemsPremium() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium rows={rows} columns={employeeColumns} hideFooterPagination />
    </div>
  );
}
