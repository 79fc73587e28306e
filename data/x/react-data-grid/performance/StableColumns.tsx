import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(30);

function makeColumns(): GridColDef<EmployeeRow>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 1 },
    { field: 'department', headerName: 'Department', width: 130 },
  ];
}

function CountingGrid({ columns, label }: { columns: GridColDef<EmployeeRow>[]; label: string }) {
  const apiRef = useGridApiRef();
  const [updates, setUpdates] = React.useState(0);
  React.useEffect(
    () => apiRef.current.subscribeEvent('columnsChange', () => setUpdates((count) => count + 1)),
    [apiRef],
  );
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {label}: columns recomputed {updates} times
      </Typography>
      <div style={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}

export default function StableColumns() {
  const [tick, setTick] = React.useState(0);
  React.useEffect(() => {
    const interval = setInterval(() => setTick((value) => value + 1), 200);
    return () => clearInterval(interval);
  }, []);
  const memoized = React.useMemo(makeColumns, []);
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Parent renders: {tick}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CountingGrid columns={makeColumns()} label="Inline" />
        <CountingGrid columns={memoized} label="Memoized" />
      </Stack>
    </div>
  );
}
