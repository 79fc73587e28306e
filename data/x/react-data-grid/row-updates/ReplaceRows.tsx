import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const initialRows = createEmployeeRows(20);
const extraRows = createEmployeeRows(200, 99).map((row) => ({ ...row, id: row.id + 1000 }));

export default function ReplaceRows() {
  const [rows, setRows] = React.useState<EmployeeRow[]>(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const [added, setAdded] = React.useState(0);

  const addRow = () => {
    setRows((current) => [...current, extraRows[added % extraRows.length]]);
    setAdded((count) => count + 1);
  };
  const raiseSelected = () =>
    setRows((current) =>
      current.map((row) =>
        selection.includes(row.id) ? { ...row, salary: Math.round(row.salary * 1.05) } : row,
      ),
    );
  const deleteSelected = () => {
    setRows((current) => current.filter((row) => !selection.includes(row.id)));
    setSelection([]);
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={raiseSelected}
          disabled={!selection.length}
        >
          Raise selected by 5%
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={deleteSelected}
          disabled={!selection.length}
        >
          Delete selected
        </Button>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
    </div>
  );
}
