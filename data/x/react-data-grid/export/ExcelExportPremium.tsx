import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100, 307);

export default function ExcelExportPremium() {
  // The Export menu of DataGridPremium adds "Download as Excel".
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={employeeColumns} slots={{ toolbar: GridToolbar }} />
    </div>
  );
}
