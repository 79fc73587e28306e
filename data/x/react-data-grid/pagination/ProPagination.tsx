import { DataGridPro } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(500, 14);

export default function ProPagination() {
  // DataGridPro scrolls through every row unless `pagination` is set; pages may then exceed 100 rows.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 250, page: 0 } } }}
        pageSizeOptions={[50, 250, 500]}
      />
    </div>
  );
}
