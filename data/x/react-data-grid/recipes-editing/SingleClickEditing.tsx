import * as React from 'react';
import { DataGrid, GridCellModes } from '@mui/x-data-grid';
import type { GridCellModesModel, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(30);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  { field: 'role', headerName: 'Role', width: 190, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable) {
      return;
    }
    // A click inside an open editor must not reset it.
    if (!(event.target as Element).closest('.MuiDataGrid-cell')) {
      return;
    }
    setCellModesModel((previous) => {
      // Every other cell goes back to view mode, which commits its value.
      const next: GridCellModesModel = {};
      Object.entries(previous).forEach(([id, fields]) => {
        next[id] = Object.fromEntries(
          Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }]),
        );
      });
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </div>
  );
}
