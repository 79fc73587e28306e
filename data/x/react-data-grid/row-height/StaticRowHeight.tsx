import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 615);

export default function StaticRowHeight() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        rowHeight={28}
        columnHeaderHeight={36}
        hideFooterPagination
      />
    </div>
  );
}
