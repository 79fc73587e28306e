import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridCellModes } from '@mui/x-data-grid';
import type { GridCellModesModel, GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';

const rows = createEmployeeRows(6, 21);

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
];

export default function ControlledModel() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const firstId = rows[0].id;
  const editing = cellModesModel[firstId]?.role?.mode === GridCellModes.Edit;
  const setFirstRole = (mode: GridCellModes) =>
    setCellModesModel({ [firstId]: { role: { mode } } });
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={editing}
          onClick={() => setFirstRole(GridCellModes.Edit)}
        >
          Edit the first role
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!editing}
          onClick={() => setFirstRole(GridCellModes.View)}
        >
          Save it
        </Button>
      </Stack>
      <p>Model: {JSON.stringify(cellModesModel)}</p>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
        />
      </div>
    </div>
  );
}
