import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100);

export default function ApiRefToolbar() {
  const apiRef = useGridApiRef();
  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setSortModel([{ field: 'salary', sort: 'desc' }])}
        >
          Highest salaries first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'department', operator: 'is', value: 'Engineering' }],
            })
          }
        >
          Engineering only
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setRowSelectionModel([1, 2, 3])}
        >
          Select rows 1–3
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'employees' })}
        >
          Export CSV
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.setSortModel([]);
            apiRef.current.setFilterModel({ items: [] });
            apiRef.current.setRowSelectionModel([]);
          }}
        >
          Reset
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          checkboxSelection
          columnVisibilityModel={{ email: false }}
        />
      </div>
    </div>
  );
}
