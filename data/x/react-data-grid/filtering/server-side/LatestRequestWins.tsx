import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridFilterModel } from '@mui/x-data-grid';
import { employeeColumns } from '../../../datasets/employees';
import type { EmployeeRow } from '../../../datasets/employees';
import { fetchFilteredRows } from '../../../datasets/employeeServer';

const columns = employeeColumns.filter((column) =>
  ['name', 'role', 'country'].includes(column.field),
);

export default function LatestRequestWins() {
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [requests, setRequests] = React.useState({ sent: 0, ignored: 0 });
  const latest = React.useRef(0);

  const handleFilterModelChange = React.useCallback((model: GridFilterModel) => {
    latest.current += 1;
    const request = latest.current;
    setRequests((count) => ({ ...count, sent: count.sent + 1 }));
    setLoading(true);
    // A random delay, as a real network has: answers may come back out of order.
    fetchFilteredRows(model, 200 + Math.random() * 900).then((result) => {
      if (request !== latest.current) {
        setRequests((count) => ({ ...count, ignored: count.ignored + 1 }));
        return;
      }
      setRows(result);
      setLoading(false);
    });
  }, []);

  React.useEffect(() => handleFilterModelChange({ items: [] }), [handleFilterModelChange]);

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Requests sent: {requests.sent}, outdated answers ignored: {requests.ignored}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true, quickFilterProps: { debounceMs: 100 } } }}
        />
      </div>
    </div>
  );
}
