import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'email', headerName: 'Email' },
  { field: 'department', headerName: 'Department' },
  { field: 'role', headerName: 'Role' },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    valueFormatter: ({ value }) => formatSalary(value as number),
  },
];

/** A stand-in for a request: a different batch of employees each time, after 800 ms. */
function loadEmployees(batch: number, signal: AbortSignal): Promise<EmployeeRow[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(createEmployeeRows(25, 300 + batch)), 800);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export default function AutosizeAfterLoading() {
  const apiRef = useGridApiRef();
  const [batch, setBatch] = React.useState(0);
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [status, setStatus] = React.useState('Loading employees…');

  React.useEffect(() => {
    const controller = new AbortController();
    let frame = 0;
    setLoading(true);
    setStatus('Loading employees…');
    loadEmployees(batch, controller.signal)
      .then((loaded) => {
        setRows(loaded);
        setLoading(false);
        // Wait for the grid to render the new rows: autosizing measures the cells in the page.
        frame = requestAnimationFrame(async () => {
          await apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true });
          if (!controller.signal.aborted) {
            setStatus(`Batch ${batch + 1} loaded; the columns fit its content.`);
          }
        });
      })
      .catch(() => {
        // Aborted: the demo was left or a newer batch was asked for.
      });
    return () => {
      controller.abort();
      cancelAnimationFrame(frame);
    };
  }, [apiRef, batch]);

  return (
    <div style={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={() => setBatch((current) => current + 1)}>
        Load another batch
      </Button>
      <Typography variant="body2" aria-live="polite" sx={{ my: 1 }}>
        {status}
      </Typography>
      <div style={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} loading={loading} />
      </div>
    </div>
  );
}
