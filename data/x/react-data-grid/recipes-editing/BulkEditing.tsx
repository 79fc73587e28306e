import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RestoreIcon from '@mui/icons-material/Restore';
import { DataGrid, GridActionsCellItem, useGridApiRef } from '@mui/x-data-grid';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';

interface Person {
  id: number;
  name: string;
  role: string;
  salary: number;
}

const savedRows: Person[] = createEmployeeRows(12, 4242).map(({ id, name, role, salary }) => ({
  id,
  name,
  role,
  salary,
}));

/** What changed in one row since the last save. */
interface Change {
  edited: boolean;
  deleted: boolean;
}

type Changes = Record<GridRowId, Change>;

export default function BulkEditing() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(savedRows);
  const [changes, setChanges] = React.useState<Changes>({});
  const [message, setMessage] = React.useState('No unsaved changes.');
  const count = Object.keys(changes).length;

  // Edits stay in the grid until Save; this only records which rows changed.
  const processRowUpdate = React.useCallback((newRow: Person, oldRow: Person) => {
    const same = (Object.keys(newRow) as (keyof Person)[]).every(
      (key) => newRow[key] === oldRow[key],
    );
    if (same) {
      return oldRow;
    }
    setChanges((previous) => ({
      ...previous,
      [newRow.id]: {
        edited: true,
        deleted: previous[newRow.id]?.deleted ?? false,
      },
    }));
    return newRow;
  }, []);

  const toggleDeleted = React.useCallback(
    (row: Person) =>
      setChanges((previous) => {
        const change = previous[row.id];
        if (change?.deleted && !change.edited) {
          // Restoring an untouched row leaves nothing to save.
          return Object.fromEntries(
            Object.entries(previous).filter(([id]) => id !== String(row.id)),
          );
        }
        return {
          ...previous,
          [row.id]: {
            edited: change?.edited ?? false,
            deleted: !change?.deleted,
          },
        };
      }),
    [],
  );

  const save = () => {
    // Here you would send the edited rows and the deleted ids to your server in one request.
    const current = Array.from(apiRef.current.getRowModels().values()) as Person[];
    setRows(current.filter((row) => !changes[row.id]?.deleted));
    setMessage(`Saved ${count} change${count === 1 ? '' : 's'}.`);
    setChanges({});
  };

  const discard = () => {
    // The edits live in the grid only: giving it the saved rows again (a new array) drops them.
    setRows((saved) => [...saved]);
    setMessage(`Discarded ${count} change${count === 1 ? '' : 's'}.`);
    setChanges({});
  };

  const columns = React.useMemo<GridColDef<Person>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
      { field: 'role', headerName: 'Role', width: 190, editable: true },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        getActions: ({ row }) => {
          const deleted = changes[row.id]?.deleted ?? false;
          return [
            <GridActionsCellItem
              key="toggle"
              icon={deleted ? <RestoreIcon /> : <DeleteOutlineIcon />}
              label={deleted ? `Restore ${row.name}` : `Delete ${row.name}`}
              onClick={() => toggleDeleted(row)}
            />,
          ];
        },
      },
    ],
    [changes, toggleDeleted],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" disabled={count === 0} onClick={save}>
          Save {count > 0 ? `${count} ` : ''}change{count === 1 ? '' : 's'}
        </Button>
        <Button variant="outlined" disabled={count === 0} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" role="status">
          {count > 0 ? `${count} row${count === 1 ? '' : 's'} with unsaved changes.` : message}
        </Typography>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        hideFooter
        processRowUpdate={processRowUpdate}
        getRowClassName={({ id }) => {
          if (changes[id]?.deleted) {
            return 'row--deleted';
          }
          return changes[id] ? 'row--edited' : '';
        }}
        sx={{
          '& .row--edited': {
            bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14),
          },
          '& .row--deleted': {
            bgcolor: (theme) => alpha(theme.palette.error.main, 0.1),
            '& .MuiDataGrid-cellContent': { textDecoration: 'line-through' },
          },
        }}
      />
    </Stack>
  );
}
