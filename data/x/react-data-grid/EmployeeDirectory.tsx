import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import type { GridDensity, GridPaginationModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../datasets/employees';

const rows = createEmployeeRows(1000);

export default function EmployeeDirectory() {
  const apiRef = useGridApiRef();
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [pagination, setPagination] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rowCount, setRowCount] = React.useState(rows.length);

  return (
    <Stack spacing={1}>
      {/* Controls outside the grid drive it through its API. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, next: GridDensity | null) => next && setDensity(next)}
          aria-label="Row density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.exportDataAsCsv()}>
          Export CSV
        </Button>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={employeeColumns}
        density={density}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        onStateChange={(state) => setRowCount(state.pagination.rowCount)}
        hideFooter
        initialState={{
          // A few columns fit the page without scrolling sideways; the column menu shows the others.
          columns: {
            columnVisibilityModel: {
              id: false,
              email: false,
              startDate: false,
              country: false,
              active: false,
            },
          },
        }}
      />
      <TablePagination
        component="div"
        count={rowCount}
        page={pagination.page}
        rowsPerPage={pagination.pageSize}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_event, page) => setPagination((model) => ({ ...model, page }))}
        onRowsPerPageChange={(event) =>
          setPagination({ page: 0, pageSize: Number(event.target.value) })
        }
        SelectProps={{ native: true, inputProps: { 'aria-label': 'Rows per page' } }}
      />
    </Stack>
  );
}
