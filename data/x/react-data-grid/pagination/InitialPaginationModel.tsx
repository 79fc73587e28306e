import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(300, 15);

export default function InitialPaginationModel() {
  // Starts on the third page of 20 rows; the grid keeps the model from then on.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        initialState={{ pagination: { paginationModel: { page: 2, pageSize: 20 } } }}
        pageSizeOptions={[20, 40]}
      />
    </div>
  );
}
