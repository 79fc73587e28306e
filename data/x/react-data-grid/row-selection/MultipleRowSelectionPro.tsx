import { DataGridPro } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(50, 8);

export default function MultipleRowSelectionPro() {
  // DataGridPro lets Ctrl/Cmd-click add a row to the selection and Shift-click select a range.
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={employeeColumns} />
    </div>
  );
}
