import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 10);
const engineers = rows.filter((row) => row.department === 'Engineering').map((row) => row.id);

export default function ControlledSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  return (
    <div>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ mb: 1 }}
      >
        <Button size="small" variant="outlined" onClick={() => setSelection(engineers)}>
          Select all engineers
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelection([])}>
          Clear
        </Button>
        <span>Selected ids: {selection.length ? selection.join(', ') : 'none'}</span>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </div>
  );
}
