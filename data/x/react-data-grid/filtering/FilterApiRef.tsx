import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200, 26);

export default function FilterApiRef() {
  const apiRef = useGridApiRef();
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.upsertFilterItem({
              id: 1,
              field: 'country',
              operator: 'is',
              value: 'Japan',
            })
          }
        >
          Only Japan
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.showFilterPanel('name')}
        >
          Open the filter panel
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setFilterModel({ items: [] })}
        >
          Clear filters
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
