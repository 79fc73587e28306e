import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function PageSizeOptions() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        pageSizeOptions={[10, 25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </div>
  );
}
