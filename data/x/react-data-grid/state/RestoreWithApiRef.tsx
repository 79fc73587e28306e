import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import type { GridInitialState } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200, 707);

export default function RestoreWithApiRef() {
  const apiRef = useGridApiRef();
  const snapshot = React.useRef<GridInitialState | null>(null);
  const [hasSnapshot, setHasSnapshot] = React.useState(false);
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            snapshot.current = apiRef.current.exportState();
            setHasSnapshot(true);
          }}
        >
          Take a snapshot
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!hasSnapshot}
          onClick={() => {
            if (snapshot.current) apiRef.current.restoreState(snapshot.current);
          }}
        >
          Restore it
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={employeeColumns} />
      </div>
    </div>
  );
}
