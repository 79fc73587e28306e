import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const initialRows = createEmployeeRows(8, 44);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
];

interface Pending {
  newRow: EmployeeRow;
  oldRow: EmployeeRow;
  resolve: (row: EmployeeRow) => void;
}

function describe({ newRow, oldRow }: Pending): string {
  if (newRow.name !== oldRow.name) return `Rename "${oldRow.name}" to "${newRow.name}"?`;
  if (newRow.salary !== oldRow.salary) {
    return `Change ${oldRow.name}'s salary from ${oldRow.salary} to ${newRow.salary}?`;
  }
  return 'Save this row?';
}

export default function ConfirmBeforeSaving() {
  const [pending, setPending] = React.useState<Pending | null>(null);
  const [status, setStatus] = React.useState('Edit a cell and press Enter.');

  const processRowUpdate = (newRow: EmployeeRow, oldRow: EmployeeRow) =>
    new Promise<EmployeeRow>((resolve) => {
      if (newRow.name === oldRow.name && newRow.salary === oldRow.salary) {
        resolve(oldRow);
        return;
      }
      setPending({ newRow, oldRow, resolve });
    });

  const answer = (keep: boolean) => {
    if (!pending) return;
    // Resolving with the old row undoes the edit; with the new row, saves it.
    pending.resolve(keep ? pending.newRow : pending.oldRow);
    setStatus(keep ? `Saved ${pending.newRow.name}.` : 'Change discarded.');
    setPending(null);
  };

  return (
    <div>
      <p aria-live="polite">{status}</p>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </div>
      <Dialog
        open={pending !== null}
        onClose={() => answer(false)}
        aria-labelledby="confirm-save-title"
      >
        <DialogTitle id="confirm-save-title">Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending ? describe(pending) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>No, undo</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Yes, save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
