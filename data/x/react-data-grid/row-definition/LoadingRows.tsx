import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const allRows = createEmployeeRows(30);

export default function LoadingRows() {
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const load = () => {
    setLoading(true);
    clearTimeout(timer.current);
    // Stands in for a network request.
    timer.current = setTimeout(() => {
      setRows(allRows);
      setLoading(false);
    }, 1200);
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="contained" size="small" onClick={load} disabled={loading}>
          Load rows
        </Button>
        <Button variant="outlined" size="small" onClick={() => setRows([])} disabled={loading}>
          Clear
        </Button>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid rows={rows} columns={employeeColumns} loading={loading} />
      </div>
    </div>
  );
}
