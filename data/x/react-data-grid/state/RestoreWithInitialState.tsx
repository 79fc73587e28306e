import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import type { GridInitialState } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200, 706);

function GridWithState({
  state,
  onSave,
}: {
  state?: GridInitialState;
  onSave: (state: GridInitialState) => void;
}) {
  const apiRef = useGridApiRef();
  return (
    <div>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onSave(apiRef.current.exportState())}
        sx={{ mb: 1 }}
      >
        Save the state and rebuild the grid
      </Button>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={employeeColumns} initialState={state} />
      </div>
    </div>
  );
}

export default function RestoreWithInitialState() {
  const [saved, setSaved] = React.useState<GridInitialState | undefined>(undefined);
  const [generation, setGeneration] = React.useState(0);
  return (
    <Stack spacing={1}>
      <span>Grid built {generation + 1} times; the new grid starts from the exported state.</span>
      <GridWithState
        key={generation}
        state={saved}
        onSave={(state) => {
          setSaved(state);
          setGeneration((value) => value + 1);
        }}
      />
    </Stack>
  );
}
