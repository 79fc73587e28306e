import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(6, 611);

export default function AutoHeightGrid() {
  // No fixed height: the grid grows with its rows (keep such grids short).
  return <DataGrid rows={rows} columns={employeeColumns} autoHeight hideFooter />;
}
