import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 904);

export default function DensityPropGrid() {
  // A fixed comfortable density: taller rows are easier to read and to hit with a finger.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={employeeColumns} density="comfortable" hideFooterPagination />
    </div>
  );
}
