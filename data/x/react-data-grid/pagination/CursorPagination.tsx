import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';
import { fetchEmployeesAfter } from '../../datasets/employeePages';

const PAGE_SIZE = 10;

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  // cursors[n] is the cursor that loads page n; page 0 starts from null.
  const cursors = React.useRef<(string | null)[]>([null]);

  React.useEffect(() => {
    let active = true;
    const cursor = cursors.current[paginationModel.page] ?? null;
    setLoading(true);
    fetchEmployeesAfter(cursor, PAGE_SIZE).then((page) => {
      if (!active) return;
      cursors.current[paginationModel.page + 1] = page.nextCursor;
      setHasNextPage(page.nextCursor !== null);
      setRows(page.rows);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  // Without a total, tell the footer there is at least one more row while a next cursor exists.
  const seen = paginationModel.page * PAGE_SIZE + rows.length;
  const rowCount = hasNextPage ? seen + 1 : seen;

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[PAGE_SIZE]}
      />
    </div>
  );
}
