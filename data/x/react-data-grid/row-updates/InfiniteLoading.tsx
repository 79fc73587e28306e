import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';
import { fetchEmployeeSlice } from './employeeService';

const PAGE_SIZE = 40;
/** The demo stops after this many rows; a real feed would stop when the server has no more. */
const LIMIT = 400;

export default function InfiniteLoading() {
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(false);
  // The request in flight, if any: scroll events that come meanwhile are ignored.
  const request = React.useRef<AbortController | null>(null);

  const loadMore = React.useCallback(async (start: number) => {
    if (request.current || start >= LIMIT) {
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const slice = await fetchEmployeeSlice(
        { start, end: Math.min(start + PAGE_SIZE, LIMIT) },
        controller.signal,
      );
      setRows((current) => [...current, ...slice.rows]);
    } catch {
      // Aborted because the demo was left: nothing to show.
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(false);
      }
    }
  }, []);

  React.useEffect(() => {
    loadMore(0);
    return () => {
      request.current?.abort();
      request.current = null;
    };
  }, [loadMore]);

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {rows.length} of {LIMIT} employees loaded
        {rows.length >= LIMIT ? ', the end of the list.' : '. Scroll to the end for more.'}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={employeeColumns}
          loading={loading}
          onRowsScrollEnd={() => loadMore(rows.length)}
          scrollEndThreshold={120}
        />
      </div>
    </div>
  );
}
