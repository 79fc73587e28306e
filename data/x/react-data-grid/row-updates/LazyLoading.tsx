import * as React from 'react';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridFetchRowsParams, GridSortModel } from '@mui/x-data-grid-pro';
import { employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';
import { fetchEmployeeSlice } from './employeeService';

const FIRST_ROWS = 20;

export default function LazyLoading() {
  const apiRef = useGridApiRef();
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [firstRows, setFirstRows] = React.useState<EmployeeRow[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const rangeRequest = React.useRef<AbortController | null>(null);
  const debounce = React.useRef<ReturnType<typeof setTimeout>>();

  // The first rows and the total count, again whenever the order changes: the new `rows`
  // start the grid afresh, with skeleton rows for everything not loaded yet.
  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchEmployeeSlice({ start: 0, end: FIRST_ROWS, sortModel }, controller.signal)
      .then((slice) => {
        setFirstRows(slice.rows);
        setRowCount(slice.rowCount);
        setLoading(false);
      })
      .catch(() => {
        // Aborted: the order changed again, or the demo was left.
      });
    return () => controller.abort();
  }, [sortModel]);

  React.useEffect(
    () => () => {
      rangeRequest.current?.abort();
      clearTimeout(debounce.current);
    },
    [],
  );

  const fetchRange = React.useCallback(
    async ({ firstRowToRender, lastRowToRender, sortModel: order }: GridFetchRowsParams) => {
      // A newer range replaces the request still in flight: its rows are out of view.
      rangeRequest.current?.abort();
      const controller = new AbortController();
      rangeRequest.current = controller;
      try {
        const slice = await fetchEmployeeSlice(
          { start: firstRowToRender, end: lastRowToRender + 1, sortModel: order },
          controller.signal,
        );
        apiRef.current.unstable_replaceRows(firstRowToRender, slice.rows);
      } catch {
        // Aborted: a newer range was asked for, or the demo was left.
      }
    },
    [apiRef],
  );

  // The grid asks for rows while the user scrolls; request them once scrolling pauses.
  const handleFetchRows = React.useCallback(
    (params: GridFetchRowsParams) => {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => fetchRange(params), 200);
    },
    [fetchRange],
  );

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={firstRows}
        columns={employeeColumns}
        loading={loading}
        rowCount={rowCount}
        rowsLoadingMode="server"
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        disableColumnFilter
        onFetchRows={handleFetchRows}
        experimentalFeatures={{ lazyLoading: true }}
      />
    </div>
  );
}
