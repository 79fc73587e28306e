import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function ControlledPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 4,
    pageSize: 25,
  });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button size="small" onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}>
          First page
        </Button>
        <Button
          size="small"
          onClick={() => setPaginationModel((model) => ({ ...model, page: lastPage }))}
        >
          Last page
        </Button>
        <span>
          Page {paginationModel.page + 1} of {lastPage + 1}
        </span>
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[25, 50]}
        />
      </div>
    </Stack>
  );
}
