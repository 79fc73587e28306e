import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(200, 701);

export default function InitialQuickFilter() {
  // Starts searching for "design lead"; both words must match somewhere in the row.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['design', 'lead'] } },
        }}
      />
    </div>
  );
}
