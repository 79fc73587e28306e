import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type { GridSortModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function ControlledSort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'startDate', sort: 'asc' },
  ]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'startDate', sort: 'asc' }])}
        >
          Longest serving
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'name', sort: 'asc' }])}
        >
          By name
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear
        </Button>
        <code>{JSON.stringify(sortModel)}</code>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </Stack>
  );
}
