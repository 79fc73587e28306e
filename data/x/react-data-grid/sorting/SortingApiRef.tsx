import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 22);

export default function SortingApiRef() {
  const apiRef = useGridApiRef();
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setSortModel([{ field: 'startDate', sort: 'asc' }])}
        >
          Longest serving first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setSortModel([])}>
          Remove sorting
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </div>
  );
}
