import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar, useGridApiRef } from '@mui/x-data-grid';
import type { GridInitialState } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200);
const STORAGE_KEY = 'docs-demo-grid-state';

function readSavedState(): GridInitialState | null {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : null;
  } catch {
    // Storage may be unavailable (private mode) or hold invalid JSON: start fresh.
    return null;
  }
}

export default function SaveAndRestore() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  React.useEffect(() => {
    const saved = readSavedState();
    if (saved) {
      apiRef.current.restoreState(saved);
      setMessage('Restored the saved state');
    }
  }, [apiRef]);

  const save = () => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(apiRef.current.exportState()));
      setMessage('State saved');
    } catch {
      setMessage('This browser does not let the page save data');
    }
  };
  const restore = () => {
    const saved = readSavedState();
    if (saved) {
      apiRef.current.restoreState(saved);
      setMessage('Restored the saved state');
    } else {
      setMessage('Nothing saved yet');
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={save}>
          Save
        </Button>
        <Button size="small" variant="outlined" onClick={restore}>
          Restore
        </Button>
        <Typography variant="body2" aria-live="polite">
          {message}
        </Typography>
      </Stack>
      <div style={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns.filter((column) => column.type !== 'date')}
          slots={{ toolbar: GridToolbar }}
        />
      </div>
    </div>
  );
}
