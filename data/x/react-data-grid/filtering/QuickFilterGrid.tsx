import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function QuickFilterGrid() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true, quickFilterProps: { debounceMs: 300 } } }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['design', 'japan'] } },
          pagination: { paginationModel: { pageSize: 25, page: 0 } },
        }}
        pageSizeOptions={[25, 50]}
      />
    </div>
  );
}
