import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';

const rows = createEmployeeRows(6, 3);

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
];

export default function EditingApiRef() {
  const apiRef = useGridApiRef();
  const id = rows[0].id;
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.startRowEditMode({ id })}
        >
          Start editing row 1
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            if (apiRef.current.getRowMode(id) === 'edit') apiRef.current.stopRowEditMode({ id });
          }}
        >
          Stop and save
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            if (apiRef.current.getRowMode(id) === 'edit') {
              apiRef.current.stopRowEditMode({ id, ignoreModifications: true });
            }
          }}
        >
          Stop and discard
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} editMode="row" hideFooter />
      </div>
    </div>
  );
}
