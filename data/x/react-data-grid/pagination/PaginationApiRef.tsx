import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200, 16);

export default function PaginationApiRef() {
  const apiRef = useGridApiRef();
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(4)}>
          Page 5
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPageSize(50)}>
          50 rows per page
        </Button>
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25, 50]}
        />
      </div>
    </div>
  );
}
