import { DataGridPro } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 12);

export default function VisibleRowsSelection() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        checkboxSelection
        // The header checkbox selects the 10 rows of the current page, not all 120.
        checkboxSelectionVisibleOnly
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        pageSizeOptions={[10, 25]}
      />
    </div>
  );
}
