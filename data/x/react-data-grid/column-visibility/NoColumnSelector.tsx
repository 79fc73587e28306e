import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 616);

export default function NoColumnSelector() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        disableColumnSelector
        slots={{ toolbar: GridToolbar }}
        hideFooterPagination
      />
    </div>
  );
}
