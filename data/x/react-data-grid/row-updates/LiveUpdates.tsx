import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(25);

export default function LiveUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = setInterval(() => {
      const id = 1 + Math.floor(Math.random() * rows.length);
      const row = apiRef.current.getRow(id);
      if (row) {
        const change = 1 + (Math.random() - 0.5) / 10;
        // One row per call: what the MIT DataGrid allows.
        apiRef.current.updateRows([{ id, salary: Math.round(row.salary * change) }]);
      }
    }, 800);
    return () => clearInterval(interval);
  }, [apiRef, running]);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={running} onChange={(event) => setRunning(event.target.checked)} />
        }
        label="Stream salary updates"
      />
      <div style={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={employeeColumns} />
      </div>
    </div>
  );
}
